import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { gridReply } from '../../../shared/schemas/grid.js';
import { gridReplyJson } from './grids.routes.js';
import { receivablesGrid } from './finance-grids.js';

describe("a grid page's JSON schema", () => {
  it("writes what the contract's gridReply reads: every cell, fields `present` adds, nothing else at the top", () => {
    const write = fastJson(gridReplyJson(receivablesGrid));
    const row = Object.fromEntries(receivablesGrid.columns.map((column, i) => [column.wire, i % 2 ? i * 1.25 : null]));
    const page = {
      resultSet: [{ ...row, cfinomcli: 'Zé "Tintas"\n', dataVencimento: '10-01-2026', status: 'Em Aberto' }],
      temMais: true,
      interno: 'não vai',
    };
    const written: unknown = JSON.parse(write(page));
    expect(written).toEqual(gridReply.parse(page));
    expect(written).not.toHaveProperty('interno');
  });
});

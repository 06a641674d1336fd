import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { callAddress, documentReply, endpoint, envelope, fillPath, hasPart, nothing, wireText } from './endpoint';

describe('endpoint()', () => {
  const reply = envelope({ ok: z.boolean() });

  it('gives a part the declaration leaves out the schema of nothing, which reads undefined', () => {
    const entry = endpoint({ method: 'GET', path: '/api/x', access: 'public', reply });
    expect([entry.params, entry.query, entry.body]).toEqual([nothing, nothing, nothing]);
    expect([hasPart(entry.params), hasPart(entry.query), hasPart(entry.body)]).toEqual([false, false, false]);
    expect(nothing.parse({ anything: 1 })).toBeUndefined();
  });

  it('keeps the parts and fields it is given', () => {
    const body = z.object({ nome: z.string() });
    const entry = endpoint({ method: 'POST', path: '/api/x/:id', access: 'admin', body, reply, invalid: 'Não.' });
    expect(entry).toMatchObject({ method: 'POST', path: '/api/x/:id', access: 'admin', body, invalid: 'Não.' });
    expect(hasPart(entry.body)).toBe(true);
  });

  it('declares a document reply by its content type', () => {
    expect(documentReply('application/pdf')).toEqual({ kind: 'document', contentType: 'application/pdf' });
  });
});

describe('the address of a call', () => {
  it('fills each :param, escaped, and leaves the rest of the path', () => {
    expect(fillPath('/api/carrinho/:pedido', { pedido: 7 })).toBe('/api/carrinho/7');
    expect(fillPath('/a/:x/b/:y', { x: 'um dois', y: 'c/d' })).toBe('/a/um%20dois/b/c%2Fd');
    expect(fillPath('/a/:x', undefined)).toBe('/a/');
    expect(fillPath('/a/:x2', { x: 1 })).toBe('/a/12');
  });

  it('adds the query after the filled path, leaving out what is empty', () => {
    const request = {
      params: { id: 9 },
      query: { busca: 'tinta branca', pagina: 0, grupo: '', marca: null, x: undefined },
    };
    expect(callAddress('/api/loja/produtos/:id', request)).toBe('/api/loja/produtos/9?busca=tinta+branca&pagina=0');
    expect(callAddress('/api/sessao', {})).toBe('/api/sessao');
    expect(callAddress('/api/x', { query: { vazio: '' } })).toBe('/api/x');
    expect(callAddress('/api/x', { query: { periodo: { inicial: '2026-01-01' }, ok: false } })).toBe(
      '/api/x?periodo=%7B%22inicial%22%3A%222026-01-01%22%7D&ok=false',
    );
  });

  it('writes a value as the address carries it', () => {
    expect([wireText(undefined), wireText(null)]).toEqual(['', '']);
    expect([wireText('a b'), wireText(12), wireText(false)]).toEqual(['a b', '12', 'false']);
    // Not JSON's 'null': the server refuses a number that is not one by what was typed.
    expect(wireText(Number.NaN)).toBe('NaN');
    expect(wireText({ inicial: '2026-01-01' })).toBe('{"inicial":"2026-01-01"}');
    expect(wireText([1, 2])).toBe('[1,2]');
  });
});

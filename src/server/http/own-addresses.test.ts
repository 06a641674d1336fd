import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { webhookOrigin } from './own-addresses.js';

const request = (host: string, hostName: string | null = null) =>
  ({ host, protocol: 'https', tenant: { hostName } }) as unknown as FastifyRequest;

describe('where providers post their webhooks', () => {
  it('is PUBLIC_URL, else the company host name', () => {
    expect(webhookOrigin(request('atacante.example'), 'https://loja.example')).toBe('https://loja.example');
    expect(webhookOrigin(request('atacante.example', 'tintas.example'))).toBe('https://tintas.example');
  });

  it("is never a request's Host alone, but for a loopback one", () => {
    expect(webhookOrigin(request('atacante.example'))).toBeUndefined();
    expect(webhookOrigin(request('127.0.0.1.atacante.example'))).toBeUndefined();
    expect(webhookOrigin(request('127.0.0.1:3100'))).toBe('https://127.0.0.1:3100');
    expect(webhookOrigin(request('localhost'))).toBe('https://localhost');
  });
});

import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, the demo tenant, PGlite', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      defaultTenant: 'demo',
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      PGLITE_SHARED_BUFFERS: '64MB',
      DATABASE_URL: 'postgres://u@h/db',
      DEFAULT_TENANT: 'acme',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      pgliteSharedBuffers: '64MB',
      databaseUrl: 'postgres://u@h/db',
      defaultTenant: 'acme',
      smtpUrl: 'smtp://127.0.0.1:2525',
      logLevel: 'warn',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '70000'],
    ['PGLITE_SHARED_BUFFERS', '32'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://x'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'redis://'],
    ['REDIS_KEY_PREFIX', 'com espaço'],
    ['LOG_LEVEL', 'verbose'],
    ['DEFAULT_TENANT', 'Com Espaço'],
    ['DOCUMENT_THREADS', '0'],
    ['DOCUMENT_QUEUE', '-1'],
    ['DOCUMENT_TIMEOUT_SECONDS', 'x'],
    ['PIX_WEBHOOK_URL', 'http://pix.loja.com.br'],
    ['PIX_WEBHOOK_TLS_PORT', '8443'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('sizes the document threads: one less than the cores (at least one), a queue, time limits in seconds', () => {
    expect(loadConfig({}).documents).toEqual({
      threads: Math.max(1, os.availableParallelism() - 1),
      queue: 20,
      timeoutMs: 20_000,
      exportTimeoutMs: 300_000,
    });
    expect(
      loadConfig({
        DOCUMENT_THREADS: '3',
        DOCUMENT_QUEUE: '0',
        DOCUMENT_TIMEOUT_SECONDS: '5',
        EXPORT_TIMEOUT_SECONDS: '300',
      }).documents,
    ).toEqual({ threads: 3, queue: 0, timeoutMs: 5_000, exportTimeoutMs: 300_000 });
  });

  it('trusts no proxy by default; TRUST_PROXY takes true, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it.each(['sim', '10.0.0.300', '10.0.0.0/40', '10.0.0.1,'])(
    'stops with a pt-BR message for TRUST_PROXY=%s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: use false, true/);
    },
  );

  it('opens the Pix webhooks mTLS door only with its port, certificate and key together', () => {
    expect(loadConfig({}).payments.pixWebhook).toEqual({ tls: undefined, url: undefined });
    const env = {
      PIX_WEBHOOK_TLS_PORT: '8443',
      PIX_WEBHOOK_TLS_CERT: '/etc/balcao/tls.pem',
      PIX_WEBHOOK_TLS_KEY: '/etc/balcao/tls.key',
    };
    expect(loadConfig({ ...env, PIX_WEBHOOK_URL: 'https://pix.loja.com.br:8443' }).payments.pixWebhook).toEqual({
      tls: { port: 8443, certFile: '/etc/balcao/tls.pem', keyFile: '/etc/balcao/tls.key' },
      url: 'https://pix.loja.com.br:8443',
    });
    expect(() => loadConfig({ ...env, PIX_WEBHOOK_TLS_KEY: '' })).toThrow(/vão juntos/);
    expect(() => loadConfig({ PIX_WEBHOOK_URL: 'https://pix.loja.com.br:8443' })).toThrow(/PIX_WEBHOOK_URL: só com/);
  });

  it('reads PUBLIC_URL without its trailing slash and refuses anything but a web address', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://loja.exemplo.com.br/' }).publicUrl).toBe('https://loja.exemplo.com.br');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL: deve ser o endereço/);
  });

  it('serves no metrics unless METRICS_PORT is set, and waits 10 s for requests in flight on shutdown', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, shutdownGraceMs: 10_000 });
    expect(loadConfig({ METRICS_PORT: '9464', SHUTDOWN_GRACE_MS: '2500' })).toMatchObject({
      metricsPort: 9464,
      shutdownGraceMs: 2500,
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('counts the rate limits in the database unless REDIS_URL is set, then in Redis under a key prefix', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'balcao:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://:senha@cache.interno:6380/2', REDIS_KEY_PREFIX: 'loja1:' }).redis).toEqual(
      {
        url: 'rediss://:senha@cache.interno:6380/2',
        keyPrefix: 'loja1:',
      },
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: deve ser redis:\/\//);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});

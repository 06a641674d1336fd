import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelope, fieldErrorsOf, replyEnvelope, toastKind } from './envelope';
import { INT4_MAX, INT4_MIN, int4 } from './int4';

describe('the reply envelope', () => {
  it('carries exception, msg of the four toast kinds, redirecionar, html and erros', () => {
    expect(toastKind.options).toEqual(['success', 'error', 'warning', 'info']);
    const full = {
      exception: 'Alerta',
      msg: { tipo: 'warning', mensagem: 'Cuidado.' },
      redirecionar: true,
      html: '<p>Sessão</p>',
      erros: [{ campo: 'email', mensagem: 'Inválido.' }],
    };
    expect(replyEnvelope.parse(full)).toEqual(full);
    expect(replyEnvelope.safeParse({ msg: { tipo: 'outro', mensagem: 'x' } }).success).toBe(false);
    expect(replyEnvelope.safeParse({ msg: { tipo: 'info' } }).success).toBe(false);
  });

  it("adds a reply's own fields to it", () => {
    const reply = envelope({ total: z.number() });
    expect(reply.parse({ total: 3, exception: 'x', extra: 1 })).toEqual({ total: 3, exception: 'x' });
    expect(reply.safeParse({ exception: 'x' }).success).toBe(false);
  });

  it('names each refused field by its dotted path', () => {
    expect(
      fieldErrorsOf([
        { path: ['entrega', 'cep'], message: 'Informe um CEP válido.' },
        { path: ['itens', 0, 'quantidade'], message: 'Obrigatório.' },
        { path: [], message: 'Tudo errado.' },
      ]),
    ).toEqual([
      { campo: 'entrega.cep', mensagem: 'Informe um CEP válido.' },
      { campo: 'itens.0.quantidade', mensagem: 'Obrigatório.' },
      { campo: '', mensagem: 'Tudo errado.' },
    ]);
  });
});

describe('int4', () => {
  it("takes exactly PostgreSQL's integer range, with the message given", () => {
    const code = int4(z.number(), 'Código inválido.');
    expect(code.parse(INT4_MAX)).toBe(2_147_483_647);
    expect(code.parse(INT4_MIN)).toBe(-2_147_483_648);
    expect(code.safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe('Código inválido.');
    expect(code.safeParse(INT4_MIN - 1).error?.issues[0]?.message).toBe('Código inválido.');
    expect(int4(z.number()).safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe(
      'Por favor insira um número válido.',
    );
  });
});

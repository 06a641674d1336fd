import { describe, expect, it } from 'vitest';
import type { StoreConfigReply } from './store-config.js';
import { draftMessage, withDraft } from './store-preview.js';

const saved: StoreConfigReply = {
  configuracoes: { crh: { fundo: '#0B3D91' }, vmc: { valor: '200.00', mensagem: 'Mínimo R$ 200,00' } },
  // The draft never touches the switches: any value does here.
  vitrine: {} as StoreConfigReply['vitrine'],
};

describe('withDraft', () => {
  it('puts an active draft in place of the saved row and leaves the other keys', () => {
    const shown = withDraft(saved, { nome: 'crh', ativacao: 1, valor: { fundo: '#AA2200' } });
    expect(shown.configuracoes).toEqual({ crh: { fundo: '#AA2200' }, vmc: saved.configuracoes.vmc });
    expect(saved.configuracoes.crh).toEqual({ fundo: '#0B3D91' });
  });

  it('adds a key the store has not saved yet', () => {
    const shown = withDraft(saved, { nome: 'mc0', ativacao: 1, valor: { categorias: ['Pincéis'] } });
    expect(shown.configuracoes.mc0).toEqual({ categorias: ['Pincéis'] });
  });

  it('takes out the key of a draft switched off, as the server does with an inactive row', () => {
    expect(withDraft(saved, { nome: 'vmc', ativacao: 0, valor: {} }).configuracoes).toEqual({
      crh: { fundo: '#0B3D91' },
    });
  });

  it('shows the saved configuration without a draft', () => {
    expect(withDraft(saved, null)).toBe(saved);
  });
});

describe('draftMessage', () => {
  it('accepts only the editor message with a draft of a 3-letter key', () => {
    expect(draftMessage.safeParse({ tipo: 'balcao:previa', rascunho: null }).success).toBe(true);
    expect(draftMessage.safeParse({ tipo: 'outra', rascunho: null }).success).toBe(false);
    expect(
      draftMessage.safeParse({ tipo: 'balcao:previa', rascunho: { nome: 'crhx', ativacao: 1, valor: {} } }).success,
    ).toBe(false);
  });
});

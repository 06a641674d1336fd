import type { z } from 'zod';
import { settingKeyByName, storeSettings, type SettingKey } from '../../../shared/domain/store-settings.js';
import {
  settingMessages,
  type settingSave,
  type SettingVersion,
  type SettingView,
} from '../../../shared/schemas/store-settings.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { publishTerms } from '../auth/index.js';
import { sanitizePageHtml } from '../documents/index.js';
import {
  allSettings,
  findSetting,
  findVersion,
  insertVersion,
  upsertSetting,
  versionsOf,
  type VersionRow,
} from './settings-editor.repo.js';
import { isSealed, placeOf, seal } from './secret-box.js';
import { forgetStoreSettings } from './settings-cache.js';

type Save = z.output<typeof settingSave>;
type Value = Record<string, unknown>;

const secretsOf = (setting: SettingKey | undefined) =>
  (setting?.fields ?? []).filter((f) => f.secret).map((f) => f.name);

/** The value as the browser may see it: without credentials and without our bookkeeping (versao). */
function shown(key: string, value: Value): Value {
  const hidden = new Set([...secretsOf(settingKeyByName.get(key)), 'versao', 'ativacao']);
  return Object.fromEntries(Object.entries(value).filter(([name]) => !hidden.has(name)));
}

/** Every key of the catalogue, with its row when the company has one. */
export async function settingsForEditor(db: Db, tenantId: number): Promise<{ configuracoes: SettingView[] }> {
  const rows = new Map((await allSettings(db, tenantId)).map((row) => [row.key, row]));
  return {
    configuracoes: storeSettings.map((setting) => {
      const row = rows.get(setting.key);
      const value = (row?.value ?? {}) as Value;
      return {
        nome: setting.key,
        descricao: row?.description ?? setting.description,
        ativacao: row?.active ? 1 : 0,
        valor: shown(setting.key, value),
        segredosDefinidos: secretsOf(setting).filter((name) => typeof value[name] === 'string' && value[name] !== ''),
        versao: row?.version ?? null,
      };
    }),
  };
}

/** Markup without any text (an emptied editor leaves '<p></p>') counts as not filled in. */
const isBlankHtml = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/**
 * Pages and terms are stored sanitised by the same allow-list as the product texts (and sanitised
 * again when the store reads them); one left without text is not stored, like any empty field.
 */
function sanitizeHtmlFields(key: string, value: Value): Value {
  const names = (settingKeyByName.get(key)?.fields ?? [])
    .filter((field) => field.kind === 'html' && typeof value[field.name] === 'string')
    .map((field) => field.name);
  const clean = { ...value };
  for (const name of names) {
    const html = sanitizePageHtml(String(value[name])).trim();
    if (isBlankHtml(html)) delete clean[name];
    else clean[name] = html;
  }
  return clean;
}

/**
 * Credentials are stored sealed (AES-256-GCM with SETTINGS_KEY, docs/operations.md); one typed
 * while the server has no key is refused rather than stored in clear. A value sealed already (kept,
 * or a version being restored) stays as it is.
 */
function sealSecrets(settingsKey: Buffer | undefined, tenantId: number, key: string, value: Value): Value {
  const names = secretsOf(settingKeyByName.get(key)).filter((name) => typeof value[name] === 'string');
  const open = names.filter((name) => !isSealed(value[name]));
  if (open.length === 0) return value;
  if (!settingsKey)
    throw badRequest(
      settingMessages.noSettingsKey,
      open.map((name) => ({ campo: `valor.${name}`, mensagem: settingMessages.noSettingsKey })),
    );
  const sealed = open.map((name): [string, string] => [
    name,
    seal(settingsKey, String(value[name]), placeOf(tenantId, key, name)),
  ]);
  return { ...value, ...Object.fromEntries(sealed) };
}

/**
 * Stores a key: only its non-empty fields, plus `versao` (the save's timestamp) and `ativacao`
 * (read by the storefront's rules); a credential left blank keeps the stored one, unless it is in
 * `removerSegredos` (a certificate the PSP no longer asks for). The row, its
 * version and the audit line are written together.
 */
export async function saveSetting(
  db: Db,
  settingsKey: Buffer | undefined,
  auth: AuthContext,
  tenantId: number,
  input: Save,
  action = 'Alterou',
) {
  const now = Date.now();
  await db.transaction(async (tx) => {
    const before = await findSetting(tx, tenantId, input.nome);
    const kept = Object.fromEntries(
      secretsOf(settingKeyByName.get(input.nome))
        .filter((name) => input.valor[name] === undefined && !input.removerSegredos.includes(name))
        .filter((name) => (before?.value as Value | undefined)?.[name] !== undefined)
        .map((name) => [name, (before?.value as Value)[name]]),
    );
    // A row written before the editor (the initial data) becomes the first version, so it can be restored.
    if (before && (await versionsOf(tx, tenantId, input.nome, 1)).length === 0)
      await insertVersion(tx, {
        tenantId,
        key: input.nome,
        value: before.value,
        active: before.active,
        description: before.description,
        savedByName: settingMessages.initialVersion,
      });
    const typed = sealSecrets(settingsKey, tenantId, input.nome, {
      ...kept,
      ...sanitizeHtmlFields(input.nome, input.valor),
    });
    const value = { ...typed, ativacao: String(input.ativacao), versao: now };
    const active = input.ativacao === 1;
    await upsertSetting(tx, { tenantId, key: input.nome, value, active, description: input.descricao, version: now });
    const html = (value as Value).html;
    await publishTerms(tx, tenantId, input.nome, active && typeof html === 'string' ? html : undefined);
    await insertVersion(tx, {
      tenantId,
      key: input.nome,
      value,
      active,
      description: input.descricao,
      savedBy: auth.id,
      savedByName: auth.name,
    });
    await recordAudit(tx, {
      tenantId,
      actor: { id: auth.id, name: auth.name },
      action,
      entity: `Configuração ${input.nome}`,
      entityId: null,
      before: before ? { ativo: before.active, ...shown(input.nome, before.value as Value) } : null,
      after: { ativo: active, ...shown(input.nome, value) },
    });
  });
  forgetStoreSettings(db, tenantId);
  return {
    retorno: true as const,
    msg: { tipo: 'success' as const, mensagem: settingMessages.saved(input.descricao) },
  };
}

const versionView = (row: VersionRow): SettingVersion => ({
  codigo: row.id,
  quando: row.savedAt.toISOString(),
  quem: row.savedByName,
  ativacao: row.active ? 1 : 0,
  valor: shown(row.key, row.value as Value),
});

export async function settingVersions(db: Db, tenantId: number, key: string) {
  if (!settingKeyByName.has(key)) throw badRequest(settingMessages.unknownKey);
  return { versoes: (await versionsOf(db, tenantId, key)).map(versionView) };
}

/** Puts an earlier version back as a new save (so it can be undone the same way). */
export async function restoreSetting(
  db: Db,
  settingsKey: Buffer | undefined,
  auth: AuthContext,
  tenantId: number,
  key: string,
  id: number,
) {
  const version = await findVersion(db, tenantId, key, id);
  if (!version) throw notFound(settingMessages.versionNotFound);
  // Bookkeeping fields are written again by the save.
  const value = Object.fromEntries(
    Object.entries(version.value as Value).filter(([name]) => name !== 'versao' && name !== 'ativacao'),
  );
  await saveSetting(
    db,
    settingsKey,
    auth,
    tenantId,
    {
      nome: key,
      descricao: version.description,
      ativacao: version.active ? 1 : 0,
      valor: value,
      // The version as it was: a credential it did not have is erased, not carried over.
      removerSegredos: secretsOf(settingKeyByName.get(key)).filter((name) => value[name] === undefined),
    },
    'Restaurou',
  );
  return {
    retorno: true as const,
    msg: { tipo: 'success' as const, mensagem: settingMessages.restored(version.description) },
  };
}

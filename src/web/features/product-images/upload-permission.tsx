import { Anchor, Text } from '@mantine/core';
import { imageCalls } from '../../../shared/contract/images';
import { canUpload, maxBytesOf, type ImageKind } from '../../../shared/domain/images';
import { imageMessages, tooLargeMessage } from '../../../shared/schemas/images';
import { api, apiUpload } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

/**
 * The permission check before an upload (spec section 4): the loading mask shows while it runs; a
 * warning stays on screen ('Alerta de uso', closed by hand) with a link to /plano. True when allowed.
 */
export async function uploadAllowed(): Promise<boolean> {
  const { espacoMB } = await api(imageCalls.permission, {});
  if (espacoMB.msgExcecao) {
    showToast({
      kind: 'warning',
      title: imageMessages.usageAlert,
      duration: false,
      message: (
        <Text size="sm">
          {espacoMB.msgExcecao}{' '}
          {/* A plain link: toasts render outside the router, where a router Link breaks the whole page. */}
          <Anchor href="/plano">Consultar consumo</Anchor>
        </Text>
      ),
    });
  }
  return canUpload(espacoMB.porcentagemUso);
}

export type UploadTarget = { pasta: ImageKind; nome?: string };

/**
 * Sends one file after the size and permission checks (a file past its kind's limit is refused here,
 * before a slow connection spends minutes sending it); the stored image's URL, or undefined.
 */
export async function uploadImage(file: File, target: UploadTarget): Promise<string | undefined> {
  if (file.size > maxBytesOf(target.pasta)) {
    showToast({ kind: 'warning', message: tooLargeMessage(target.pasta) });
    return undefined;
  }
  if (!(await uploadAllowed())) return undefined;
  const form = new FormData();
  form.append('action', 'set');
  form.append('pastaDoArquivo', target.pasta);
  if (target.nome) form.append('nomeDoArquivo', target.nome);
  form.append('tipoDoAjax', 'Upload');
  form.append('files', file);
  const reply = await apiUpload(imageCalls.upload, form, { ownErrors: true }).catch((error: unknown) => {
    showToast({
      kind: 'warning',
      title: imageMessages.uploadError,
      message: error instanceof Error ? error.message : imageMessages.failed,
    });
    return undefined;
  });
  if (reply === imageMessages.overQuota) {
    showToast({ kind: 'warning', title: imageMessages.usageAlert, message: imageMessages.overQuota });
    return undefined;
  }
  return reply?.[0];
}

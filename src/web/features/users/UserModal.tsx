import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userCalls } from '../../../shared/contract/users';
import { api, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { UserForm } from './UserForm';
import { formatMoment } from '../../../shared/br/dates';

/** A user opened from the list (`codigo`) or a new one: the form, and for an existing user the password link and (de)activation. */
export function UserModal({ codigo, onClose }: { codigo: number | undefined; onClose: () => void }) {
  const client = useQueryClient();
  const request = { params: { codigo: codigo ?? 0 } };
  const user = useQuery({
    queryKey: queryKeyOf(userCalls.get, request),
    queryFn: () => api(userCalls.get, request, { quiet: true }),
    enabled: codigo !== undefined,
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: queryKeyOf(userCalls.list).slice(0, 2) });
    await client.invalidateQueries({ queryKey: queryKeyOf(userCalls.get, request) });
  };
  const act = (work: () => Promise<{ mensagem: string }>) => async () => {
    setBusy(true);
    try {
      showToast({ kind: 'success', message: (await work()).mensagem });
      setConfirming(false);
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const current = user.data;
  const title = codigo === undefined ? 'Novo usuário' : `Usuário ${current?.nome ?? ''}`;
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {codigo !== undefined && !current ? (
        <Skeleton h={240} />
      ) : (
        <Stack>
          <UserForm
            user={current}
            onSaved={() => {
              void refresh();
              onClose();
            }}
          />
          {current && (
            <>
              <Divider />
              <Text size="sm" c="dimmed">
                Último acesso: {current.ultimoAcesso ? formatMoment(current.ultimoAcesso) : 'nunca entrou'}. Situação:{' '}
                {current.ativo ? 'ativo' : 'inativo'}.
              </Text>
              <Group>
                <Button
                  variant="default"
                  loading={busy}
                  onClick={() => void act(() => api(userCalls.sendPasswordLink, request))()}
                >
                  Enviar link de nova senha
                </Button>
                {current.ativo ? (
                  <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                    Desativar
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    loading={busy}
                    onClick={() => void act(() => api(userCalls.activation, { ...request, body: { ativo: true } }))()}
                  >
                    Reativar
                  </Button>
                )}
              </Group>
              {confirming && (
                <Alert color="red" title="Desativar este usuário?">
                  <Stack gap="xs">
                    <Text size="sm">Ele sai do sistema na hora e não consegue mais entrar até ser reativado.</Text>
                    <Group>
                      <Button
                        color="red"
                        loading={busy}
                        onClick={() =>
                          void act(() => api(userCalls.activation, { ...request, body: { ativo: false } }))()
                        }
                      >
                        Sim, desativar
                      </Button>
                      <Button variant="default" onClick={() => setConfirming(false)}>
                        Cancelar
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

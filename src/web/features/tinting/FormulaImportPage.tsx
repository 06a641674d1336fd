import { Code, Stack, Text } from '@mantine/core';
import { tintingCalls } from '../../../shared/contract/tinting';
import { PageTitle } from '../../components/PageTitle';
import { PreviewedImport } from '../../components/PreviewedImport';
import { api } from '../../lib/api-client';

/**
 * /tintas/formulas/importar (managers and admins): the dispenser software's CSV of formulas, one line
 * per colourant of a colour; a preview of the colours it creates or changes and the refused lines,
 * then the write in one transaction (docs/tinting.md).
 */
export function Component() {
  return (
    <Stack>
      <PageTitle>Importar fórmulas de tingimento</PageTitle>
      <Text size="sm">
        Colunas, nesta ordem, com a linha de títulos:{' '}
        <Code>maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml;base</Code>. A tingidora pelo código, a linha, o
        tipo e a unidade pelo nome, o RGB em hexadecimal e a dose em mL por lata daquela unidade (vírgula ou ponto). A
        coluna base é opcional: a letra da base (A, B, C) para uma fórmula só dessa base; vazia, a fórmula vale para
        todas as bases que não têm a sua.
      </Text>
      <PreviewedImport
        hint="Uma cor com alguma linha recusada não é importada. A fórmula de uma cor que já existe é substituída pela do arquivo; importar de novo o mesmo arquivo não muda nada."
        send={(body) => api(tintingCalls.importFormulas, { body })}
        counts={(r) => [
          ['Cores novas', r.novas],
          ['Cores alteradas', r.alteradas],
          ['Sem alteração', r.iguais],
        ]}
        writes={(r) => r.novas + r.alteradas}
        writeLabel={(n) => `Gravar ${n} ${n === 1 ? 'cor' : 'cores'}`}
        onWritten={() => undefined}
      />
    </Stack>
  );
}

import { Alert, Badge } from '@mantine/core';
import { formatHundredths } from '../../../shared/domain/discount-policy';
import { useOrderApproval } from './discount-api';

const colors = { pendente: 'orange', aprovada: 'green', recusada: 'red' } as const;
const percent = (value: number) => formatHundredths(Math.round(value * 100));

/** The terminal's badge: the order's discount request, as the seller and the manager see it. */
export function ApprovalBadge({ pedido }: { pedido: number }) {
  const approval = useOrderApproval(pedido).data?.aprovacao;
  if (!approval) return null;
  return (
    <Badge size="lg" color={colors[approval.situacao]} data-testid="aprovacao-desconto">
      {approval.rotulo}
    </Badge>
  );
}

/** Under the title: what the request is about, and a refusal's reason. */
export function ApprovalNote({ pedido, placed }: { pedido: number; placed: boolean }) {
  const approval = useOrderApproval(pedido).data?.aprovacao;
  if (!approval || placed) return null;
  const asked = `Desconto de ${percent(approval.desconto)}; seu limite é ${percent(approval.limite)}.`;
  if (approval.situacao === 'pendente')
    return (
      <Alert color="orange" title="Aguardando aprovação">
        {asked} O gestor vai aprovar ou recusar; você será avisado e então poderá fechar o pedido.
      </Alert>
    );
  if (approval.situacao === 'recusada')
    return (
      <Alert color="red" title="Desconto recusado">
        {asked} Motivo: {approval.motivo}. Ajuste o desconto para fechar o pedido.
      </Alert>
    );
  return (
    <Alert color="green" title="Desconto aprovado">
      {`Desconto de até ${percent(approval.desconto)} aprovado${approval.decididoPor ? ` por ${approval.decididoPor}` : ''}.`}{' '}
      Você já pode fechar o pedido.
    </Alert>
  );
}

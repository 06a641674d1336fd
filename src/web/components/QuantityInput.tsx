import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  cartQuantity,
  QUANTITY_MAX_LENGTH,
  shopQuantity,
  stepOf,
  STOCK_ALERT_MS,
  type Stock,
} from '../../shared/domain/quantity';
import { cartMessages } from '../../shared/schemas/cart';
import { showToast } from '../lib/toasts';

type Props = {
  value: number;
  product: Stock;
  /** 'cart': non-numeric or <= 0 becomes 0 (removes the item); 'shop': becomes 1. */
  mode: 'cart' | 'shop';
  label?: string;
  /** − and + buttons, moving 1 at a time (10 when the product is in multiple mode). */
  steps?: boolean;
  onCommit: (quantity: number) => void;
};

/**
 * The quantity rules of spec section 5: at most 4 characters, clamped to the stock with the
 * 'Atingiu o estoque máximo permitido' alert for 4 s; committed on Enter, on leaving the field or by a step.
 */
export function QuantityInput({ value, product, mode, label = 'Quantidade', steps, onCommit }: Props) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // What the user is typing is not overwritten by a server update that lands meanwhile.
  const [typing, setTyping] = useState(false);
  if (shown !== value) {
    setShown(value);
    if (!typing) setText(String(value));
  }
  const commit = (raw: unknown) => {
    setTyping(false);
    const { quantity, clamped } = (mode === 'cart' ? cartQuantity : shopQuantity)(raw, product);
    if (clamped) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
    setText(String(quantity));
    if (quantity !== value) onCommit(quantity);
  };
  const step = stepOf(product);
  const input = (
    <TextInput
      aria-label={label}
      value={text}
      maxLength={QUANTITY_MAX_LENGTH}
      inputMode="numeric"
      w={72}
      onChange={(event) => {
        setTyping(true);
        setText(event.currentTarget.value.replace(/\D/g, ''));
      }}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
  if (!steps) return input;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Diminuir ${label}`}
        onClick={() => commit(Math.max(step, value - step))}
      >
        −
      </ActionIcon>
      {input}
      <ActionIcon variant="default" size="lg" aria-label={`Aumentar ${label}`} onClick={() => commit(value + step)}>
        +
      </ActionIcon>
    </Group>
  );
}

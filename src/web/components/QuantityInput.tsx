import { TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  cartQuantity,
  QUANTITY_MAX_LENGTH,
  shopQuantity,
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
  onCommit: (quantity: number) => void;
};

/**
 * The quantity rules of spec section 5: at most 4 characters, clamped to the stock with the
 * 'Atingiu o estoque máximo permitido' alert for 4 s; committed on Enter or when leaving the field.
 */
export function QuantityInput({ value, product, mode, label = 'Quantidade', onCommit }: Props) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const rule = mode === 'cart' ? cartQuantity : shopQuantity;
    const { quantity, clamped } = rule(text, product);
    if (clamped) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
    setText(String(quantity));
    if (quantity !== value) onCommit(quantity);
  };
  return (
    <TextInput
      aria-label={label}
      value={text}
      maxLength={QUANTITY_MAX_LENGTH}
      inputMode="numeric"
      w={72}
      onChange={(event) => setText(event.currentTarget.value.replace(/\D/g, ''))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

import { paymentMethods, type PaymentMethod } from './order-status.js';

/** '28/56/84' reads '28/56/84 dias'; a condition typed in words ('À vista') stays as it is. */
export const conditionLabel = (condition: string) =>
  /^\d+(\/\d+)*$/.test(condition) ? `${condition} dias` : condition;

/** 'Boleto', or the code itself when it is none of the spec's (D, C, O, P, I). */
export const paymentLabel = (code: string) => paymentMethods[code as PaymentMethod] ?? code;

/** 'Boleto em 3 parcelas', or just 'Boleto' when paid at once. */
export const paymentWithInstalments = (code: string, instalments: number) =>
  `${paymentLabel(code)}${instalments > 1 ? ` em ${instalments} parcelas` : ''}`;

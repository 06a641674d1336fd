import { call } from './api-client';

/** The customer's e-mail (POST /get-email-cliente), '' when there is no customer or no answer. */
export async function customerEmail(codigo: number | null | undefined): Promise<string> {
  if (!codigo) return '';
  try {
    return (await call<{ email: string }>('/get-email-cliente', { body: { cod: codigo }, quiet: true })).email;
  } catch {
    return '';
  }
}

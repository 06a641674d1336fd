import { customerCalls } from '../../shared/contract/customers';
import { api } from './api-client';

/** The customer's e-mail (POST /get-email-cliente), '' when there is no customer or no answer. */
export async function customerEmail(codigo: number | null | undefined): Promise<string> {
  if (!codigo) return '';
  try {
    return (await api(customerCalls.email, { body: { cod: codigo } }, { quiet: true })).email;
  } catch {
    return '';
  }
}

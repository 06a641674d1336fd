import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseRecipients } from '../../../shared/schemas/order-mail';

/**
 * The 'para' and 'assunto' of a mail; `check` gives the recipients, or marks the field and gives
 * undefined. With `subjectFixed` the subject is shown but set by the server (order and budget mails).
 */
export function useRecipientFields(defaultTo: string, defaultSubject: string, subjectFixed = false) {
  const [to, setTo] = useState(defaultTo);
  const [subject, setSubject] = useState(defaultSubject);
  const [error, setError] = useState<string>();
  const check = () => {
    const recipients = parseRecipients(to);
    if (recipients.ok) return recipients.emails;
    setError(recipients.message);
    return undefined;
  };
  const fields = (
    <>
      <TextInput
        label="Para"
        description="Separe vários e-mails com vírgula"
        value={to}
        error={error}
        onChange={(e) => {
          setTo(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <TextInput
        label="Assunto"
        value={subject}
        readOnly={subjectFixed}
        onChange={(e) => setSubject(e.currentTarget.value)}
      />
    </>
  );
  return { to, subject, check, fields, empty: to.trim() === '' };
}

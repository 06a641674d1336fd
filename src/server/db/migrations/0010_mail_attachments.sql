-- Mail may carry files (an NF-e's XML and DANFE): each one {filename, contentType, content (base64)}.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;

import type http from 'node:http';

/** A JSON reply of a fake provider. */
export const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** Cielo's error reply: a list of `{Code, Message}`. */
export const cieloErrors = (res: http.ServerResponse, status: number, Code: number, Message: string) =>
  json(res, status, [{ Code, Message }]);

// Test helpers for the order suites: members with tokens, checkout and upload requests, proof files.
import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@akademi-siber/util-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createAccount } from '../../test/ownership';
import { bearer, loginWithPassword, type TestApp } from '../../test/helpers';
import { receiptPdf, solidPng } from '../storage';

/** Proofs the upload checks take (decision 0026): a whole PNG and a one-page PDF. */
export const PNG_BYTES = solidPng(4, [240, 240, 240]);
export const PDF_BYTES = receiptPdf(['Bukti Transfer', 'Status: BERHASIL']);

export interface TestMember {
  id: number;
  email: string;
  token: string;
}

export async function newMember(harness: TestApp, username: string): Promise<TestMember> {
  const account = await createAccount(harness.db, 'member', username);
  return { ...account, token: await loginWithPassword(harness.app, account.email) };
}

export function checkout(harness: TestApp, token: string, body: Record<string, unknown>) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/transaction/checkout',
    headers: bearer(token),
    payload: { idempotencyKey: randomUUID(), ...body },
  });
}

export function orderOf(response: LightMyRequestResponse): OrderDetail {
  if (response.statusCode >= 300) throw new Error(`expected an order, got ${response.statusCode} ${response.body}`);
  return response.json<{ data: OrderDetail }>().data;
}

/** A multipart/form-data body with one file part (or none), as a browser form sends it. */
export function multipart(parts: { field: string; filename?: string; contentType?: string; bytes: Buffer }[]) {
  const boundary = `----akademi${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; ` + `name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ` +
          `${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadProof(
  harness: TestApp,
  token: string,
  idTransaction: string,
  file: { filename?: string; contentType?: string; bytes: Buffer; field?: string },
) {
  const body = multipart([
    {
      field: file.field ?? 'file',
      filename: file.filename ?? 'bukti.png',
      contentType: file.contentType ?? 'image/png',
      bytes: file.bytes,
    },
  ]);
  return harness.app.inject({
    method: 'POST',
    url: `/api/transaction/orders/${idTransaction}/proof`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

// A small in-process S3-compatible server for tests (no container engine here): exactly the calls the S3 storage
// makes — PutObject, GetObject with or without `Range: bytes=a-b`, HeadObject, DeleteObject — path-style
// (`/bucket/key`), answering as S3 does (NoSuchKey / NoSuchBucket XML, 404 on HEAD, 206 + Content-Range,
// 416 InvalidRange, 204 on DELETE whether or not the key is there). It checks that every request is signed
// (AWS4-HMAC-SHA256 with the expected access key) but does not recompute signatures.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  /** Stored objects by bucket-relative key (with the storage's prefix), to look at in tests. */
  objects: Map<string, Buffer>;
  /** Every request as `METHOD /bucket/key`, to check what the storage asked for. */
  requests: string[];
  close(): Promise<void>;
}

const xmlError = (response: ServerResponse, status: number, code: string, extra: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/xml', ...extra });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
};

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket: string, accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push(`${request.method} /${bucketName}/${key}`);
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
        return xmlError(response, 403, 'AccessDenied');
      if (bucketName !== bucket) return xmlError(response, 404, 'NoSuchBucket');
      if (request.method === 'PUT') {
        const body = await bodyOf(request);
        const declared = Number(request.headers['content-length']);
        if (request.headers['content-encoding']?.includes('aws-chunked') || declared !== body.length) {
          return xmlError(response, 400, 'IncompleteBody');
        }
        objects.set(key, body);
        response.writeHead(200, { etag: `"${body.length}"` });
        return response.end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      const stored = objects.get(key);
      if (request.method === 'HEAD') {
        response.writeHead(stored ? 200 : 404, stored ? { 'content-length': stored.length } : {});
        return response.end();
      }
      if (request.method !== 'GET') return xmlError(response, 405, 'MethodNotAllowed');
      if (!stored) return xmlError(response, 404, 'NoSuchKey');
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range) {
        response.writeHead(200, { 'content-length': stored.length, 'accept-ranges': 'bytes' });
        return response.end(stored);
      }
      const start = Number(range[1]);
      const end = Math.min(range[2] === '' ? stored.length - 1 : Number(range[2]), stored.length - 1);
      if (start >= stored.length || end < start) {
        return xmlError(response, 416, 'InvalidRange', { 'content-range': `bytes */${stored.length}` });
      }
      response.writeHead(206, {
        'content-length': end - start + 1,
        'content-range': `bytes ${start}-${end}/${stored.length}`,
      });
      response.end(stored.subarray(start, end + 1));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

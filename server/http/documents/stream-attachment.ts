/**
 * A 200 download named `fileName`, its body read from `chunks` one chunk per pull (nothing is
 * buffered ahead of the client), the source stopped when the client goes away; never cached.
 */
export function streamAttachment(
  chunks: AsyncGenerator<Uint8Array>,
  contentType: string,
  fileName: string,
): Response {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

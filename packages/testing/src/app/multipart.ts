/** A multipart/form-data body with one file, encoded as a browser would send it, for `app.inject`. */
export async function multipartBody(field: string, file: { bytes: Buffer; name: string; type: string } | null) {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append('note', 'no file here');
  const encoded = new Response(form);
  return {
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

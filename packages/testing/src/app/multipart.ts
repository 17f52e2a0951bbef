/** A multipart/form-data body with one file, encoded as a browser would send it, for `app.inject`. */
export async function multipartBody(
  field: string,
  file: { bytes: Buffer; name: string; type: string } | null,
  /** Text fields, sent before the file (as a form lists them first). */
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append('note', 'no file here');
  const encoded = new Response(form);
  return {
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

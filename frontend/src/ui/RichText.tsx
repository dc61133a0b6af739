/** Rich text from the API: the gateway sanitized it when it was written, so it is set as it is. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

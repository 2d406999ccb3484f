import sanitizeHtml from 'sanitize-html';

const allowedTags = [...sanitizeHtml.defaults.allowedTags, 'img'];
const allowedAttributes: Record<string, string[]> = {
  ...(sanitizeHtml.defaults.allowedAttributes as Record<string, string[]>),
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align'],
};

function attributeAllowed(tag: string, attribute: string): boolean {
  return (allowedAttributes[tag] ?? []).includes(attribute) || (allowedAttributes['*'] ?? []).includes(attribute);
}

/**
 * An e-mail's HTML made safe to send: scripts, event handlers, frames, forms and unknown tags
 * go. `removed` names what went (`<script>`, `img onerror`), each once, in the order met.
 */
export function sanitiseMailHtml(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const clean = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    onOpenTag(tag, attributes) {
      if (!allowedTags.includes(tag)) {
        removed.add(`<${tag}>`);
        return;
      }
      for (const attribute of Object.keys(attributes)) {
        if (!attributeAllowed(tag, attribute)) removed.add(`${tag} ${attribute}`);
      }
    },
  });
  return { html: clean, removed: [...removed] };
}

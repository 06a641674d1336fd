/** A meta tag's content in a store page's head, by its `property` or `name`. */
export const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(html)?.[1];

/** The page's JSON-LD blocks, parsed. */
export const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

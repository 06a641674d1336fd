import fs from 'node:fs';
import path from 'node:path';

/** One module of Vite's build manifest (dist/web/.vite/manifest.json): its file, static imports and CSS. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The built client's manifest, or undefined without a build. */
export function readManifest(webDir: string | undefined): Manifest | undefined {
  const file = webDir && path.join(webDir, '.vite', 'manifest.json');
  if (!file || !fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The JavaScript and CSS files the modules (manifest keys: source paths under src/web) need, each once. */
export function filesOf(manifest: Manifest, keys: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

/**
 * The links that fetch a drawn page's route modules with the page, beside the entry (which
 * index.html already links): their scripts as module preloads, so hydration waits on no chain of
 * imports, and their CSS as style sheets, so nothing shifts when they arrive.
 */
export function routeLinks(manifest: Manifest | undefined, modules: string[]): string {
  if (!manifest) return '';
  const entry = filesOf(manifest, ['index.html']);
  const route = filesOf(
    manifest,
    modules.map((module) => `${module}.tsx`),
  );
  const scripts = [...route.scripts].filter((file) => !entry.scripts.has(file));
  const styles = [...route.styles].filter((file) => !entry.styles.has(file));
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

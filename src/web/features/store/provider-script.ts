/** Scripts of payment providers being loaded or loaded, by address: each is fetched once per page. */
const loads = new Map<string, Promise<void>>();

/**
 * A provider's browser script (PagSeguro's SDK, Cielo's Silent Order Post), from the address the
 * server gives (the provider's own; a fake in tests). A load that failed is tried again next time.
 */
export function loadProviderScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`o script ${src} não carregou`));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

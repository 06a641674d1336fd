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

/**
 * A hidden form of `values` by class name (Cielo's scripts read their fields by `bp-sop-*` and
 * `bpmpi_*` classes), added to the page; the caller removes it once the script has answered.
 */
export function hiddenFields(values: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  form.hidden = true;
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.className = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  return form;
}

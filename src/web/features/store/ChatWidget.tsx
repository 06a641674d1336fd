import { useEffect } from 'react';
import { chatWidgetScript } from '../../../shared/schemas/store-config';
import { settingText, useStoreConfig } from './store-config-api';

/**
 * The store's chat ('twk'): loads tawk.to's embed script only when the row is active with both
 * codes, so a store without chat requests nothing from outside.
 */
export function ChatWidget() {
  const config = useStoreConfig().data;
  const src = chatWidgetScript(settingText(config, 'twk', 'propriedade'), settingText(config, 'twk', 'widget'));
  useEffect(() => {
    if (!src) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    document.body.appendChild(script);
    return () => script.remove();
  }, [src]);
  return null;
}

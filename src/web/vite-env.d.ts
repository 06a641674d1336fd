/// <reference types="vite/client" />

/** ECharts ships its Brazilian Portuguese texts without types. */
declare module 'echarts/i18n/langPT-br-obj.js' {
  const locale: Parameters<typeof import('echarts').registerLocale>[1];
  export default locale;
}

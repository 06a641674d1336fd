import { useEffect, useRef } from 'react';
import * as echarts from 'echarts';
import langPtBr from 'echarts/i18n/langPT-br-obj.js';

echarts.registerLocale('PT-br', langPtBr);

/** Spec section 9: charts follow the window's size at most once a second. */
const RESIZE_THROTTLE_MS = 1000;

/** An ECharts chart in Brazilian Portuguese that redraws when its option changes and resizes with the window. */
export function EChart({
  option,
  height = 280,
  label,
  onClick,
}: {
  option: echarts.EChartsCoreOption;
  height?: number;
  label: string;
  /** A click on a bar, point or slice: its index in the series' data and the series' index. */
  onClick?: (point: { dataIndex: number; seriesIndex: number }) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // The latest handler, so the chart is not rebuilt when the page passes a new one.
  const clicked = useRef(onClick);
  useEffect(() => {
    clicked.current = onClick;
  });
  useEffect(() => {
    if (!element.current) return;
    chart.current = echarts.init(element.current, undefined, { locale: 'PT-br' });
    chart.current.on('click', (params) =>
      clicked.current?.({ dataIndex: params.dataIndex, seriesIndex: params.seriesIndex ?? 0 }),
    );
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const resize = () => {
      const wait = RESIZE_THROTTLE_MS - (Date.now() - last);
      clearTimeout(pending);
      pending = setTimeout(
        () => {
          last = Date.now();
          chart.current?.resize();
        },
        Math.max(0, wait),
      );
    };
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      clearTimeout(pending);
      chart.current?.dispose();
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

import 'leaflet/dist/leaflet.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { isUsableMapCep } from '../../../shared/br/cep';
import { mapCalls } from '../../../shared/contract/maps';
import { mapMessages, MAP_WARNING_MS } from '../../../shared/schemas/maps';
import { api, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

type Props = { from: string; to: string; fromCep: string | null | undefined; toCep: string | null | undefined };

const warn = (message: string) => showToast({ kind: 'warning', message, duration: MAP_WARNING_MS });

/**
 * The route to the customer: 'De' and 'Para' addresses, 'Calcular rota', and the driving route drawn
 * on an OpenStreetMap (Leaflet) map that opens on Brazil at zoom 5.
 */
export function RouteMap({ from, to, fromCep, toCep }: Props) {
  const config = useQuery({
    queryKey: queryKeyOf(mapCalls.config),
    queryFn: () => api(mapCalls.config, {}, { quiet: true }),
    staleTime: Infinity,
  }).data;
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // What the user typed, else the addresses given (which may arrive after the tab opens).
  const [typedFrom, setDe] = useState<string | null>(null);
  const [typedTo, setPara] = useState<string | null>(null);
  const de = typedFrom ?? from;
  const para = typedTo ?? to;
  const [summary, setSummary] = useState<string | null>(null);
  // 'Calcular rota' waits for the map: a click before it is drawn would have nowhere to draw the route.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!config || !element.current || map.current) return;
    map.current = L.map(element.current).setView(config.centro, config.zoom);
    L.tileLayer(config.tiles, { attribution: '© OpenStreetMap', maxZoom: 18 }).addTo(map.current);
    layer.current = L.layerGroup().addTo(map.current);
    setReady(true);
    return () => {
      setReady(false);
      map.current?.remove();
      map.current = null;
    };
  }, [config]);

  const calculate = async () => {
    if (!isUsableMapCep(fromCep) || !isUsableMapCep(toCep)) return warn(mapMessages.badCep);
    const group = layer.current;
    if (!group) return warn(mapMessages.failed);
    try {
      const route = await api(mapCalls.route, { body: { de, para } }, { ownMessages: true });
      group.clearLayers();
      const line = L.polyline(route.caminho, { color: '#0B3D91', weight: 5 }).addTo(group);
      L.circleMarker(route.de, { radius: 7, color: '#2f9e44' }).addTo(group);
      L.circleMarker(route.para, { radius: 7, color: '#e03131' }).addTo(group);
      map.current?.fitBounds(line.getBounds(), { padding: [20, 20] });
      setSummary(
        `${(route.distanciaMetros / 1000).toFixed(1).replace('.', ',')} km · cerca de ${Math.round(route.duracaoSegundos / 60)} min de carro`,
      );
    } catch {
      warn(mapMessages.failed);
    }
  };

  return (
    <Stack gap="xs">
      <Group grow align="flex-end">
        <TextInput label="De" value={de} onChange={(e) => setDe(e.currentTarget.value)} />
        <TextInput label="Para" value={para} onChange={(e) => setPara(e.currentTarget.value)} />
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="resumo-rota">
          {summary}
        </Text>
        <Button onClick={() => void calculate()} disabled={!ready}>
          Calcular rota
        </Button>
      </Group>
      <div ref={element} data-testid="mapa" style={{ height: 300, borderRadius: 8 }} />
    </Stack>
  );
}

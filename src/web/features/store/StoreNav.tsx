import {
  Anchor,
  Box,
  Group,
  Indicator,
  Menu,
  ScrollArea,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CART_ADDED_EVENT, useMenus, useShopCart } from './store-api';
import { useStoreConfig } from './store-config-api';
import { storeMenus, type MenuLink } from './store-menus';

/** Spec section 9: the cart icon grows and settles back over 500 ms when something is added. */
const CART_ANIMATION_MS = 500;

/** The cart icon with the number of lines; it pulses when an item is added. */
export function CartIcon({ color, enabled }: { color: string; enabled: boolean }) {
  const count = useShopCart(enabled).data?.carrinho?.itens.length ?? 0;
  const [pulse, setPulse] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAdded = () => {
      setPulse(true);
      timer = setTimeout(() => setPulse(false), CART_ANIMATION_MS);
    };
    window.addEventListener(CART_ADDED_EVENT, onAdded);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CART_ADDED_EVENT, onAdded);
    };
  }, []);
  return (
    // The name is read from the content ('Carrinho 3 itens'), so it includes the count people see.
    <Anchor component={Link} to="/carrinho" c={color}>
      <VisuallyHidden>Carrinho</VisuallyHidden>
      <Indicator label={count} size={18} disabled={count === 0} color="orange">
        <Box
          data-testid="icone-carrinho"
          style={{
            fontSize: 24,
            lineHeight: 1,
            transition: `transform ${CART_ANIMATION_MS / 2}ms ease`,
            transform: pulse ? 'scale(1.4)' : 'scale(1)',
          }}
        >
          <svg
            width="26"
            height="26"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="9" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
            <path d="M2 3h3l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
          </svg>
        </Box>
      </Indicator>
      <VisuallyHidden>{count === 1 ? ' item' : ' itens'}</VisuallyHidden>
    </Anchor>
  );
}

/** Search and the menus of product groups and manufacturers. */
export function StoreNav({ color }: { color: string }) {
  const menus = useMenus().data;
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const search = () => void navigate(`/produtos?busca=${encodeURIComponent(term.trim())}`);
  const config = useStoreConfig().data;
  // The 'men' configuration row: the store's own shortcuts, each a search.
  const shortcuts = config?.configuracoes.men?.itens;
  return (
    <Group gap="md" wrap="wrap">
      {Array.isArray(shortcuts) &&
        shortcuts
          .filter((item): item is string => typeof item === 'string')
          .map((item) => (
            <Anchor
              key={item}
              component={Link}
              to={`/produtos?busca=${encodeURIComponent(item)}`}
              c={color}
              fw={500}
              visibleFrom="sm"
            >
              {item}
            </Anchor>
          ))}
      {storeMenus(config, menus).map((menu) => (
        <MenuOf key={menu.label} label={menu.label} color={color} items={menu.items} />
      ))}
      <TextInput
        aria-label="Buscar na loja"
        placeholder="Buscar produtos"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search()}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}

function MenuOf({ label, color, items }: { label: string; color: string; items: MenuLink[] }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton c={color} fw={600}>
          {label} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={360}>
          {items.map((item) => (
            <Menu.Item key={`${item.to} ${item.label}`} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

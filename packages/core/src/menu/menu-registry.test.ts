import { describe, expect, it, vi } from 'vitest';
import { createMenuRegistry } from './menu-registry';

describe('spec 01 §1: menu registry', () => {
  it('lists registered items sorted by order, ties in registration order', () => {
    const menu = createMenuRegistry();
    menu.register({ id: 'b', label: 'menu.b', route: '/b', order: 2 });
    menu.register({ id: 'a', label: 'menu.a', route: '/a', order: 1 });
    menu.register({ id: 'c', label: 'menu.c', route: '/c', order: 2 });
    menu.register({ id: 'd', label: 'menu.d', route: '/d' });
    expect(menu.getState().items.map((i) => i.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('re-registering an id replaces it in place; unregister removes it', () => {
    const menu = createMenuRegistry([
      { id: 'a', label: 'A', route: '/a' },
      { id: 'b', label: 'B', route: '/b' },
    ]);
    menu.register({ id: 'a', label: 'A2', route: '/a2' });
    expect(menu.getState().items).toEqual([
      { id: 'a', label: 'A2', route: '/a2' },
      { id: 'b', label: 'B', route: '/b' },
    ]);
    const listener = vi.fn();
    menu.subscribe(listener);
    menu.unregister('missing');
    expect(listener).not.toHaveBeenCalled();
    menu.unregister('a');
    expect(menu.getState().items.map((i) => i.id)).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the returned function removes only the entry it registered', () => {
    const menu = createMenuRegistry();
    const removeOld = menu.register({ id: 'x', label: 'old', route: '/x' });
    const removeNew = menu.register({ id: 'x', label: 'new', route: '/x' });
    removeOld();
    expect(menu.getState().items).toHaveLength(1);
    removeNew();
    expect(menu.getState().items).toHaveLength(0);
    menu.dispose();
  });
});

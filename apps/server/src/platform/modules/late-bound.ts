/**
 * A dependency on an area built later, for two areas that need each other: the earlier area is
 * built with `ref` and hands out `set` as a hook, which app.ts calls once the later area exists
 * (as it sets `organisations.onDelete(...)`). `ref` stands for the value: its members are the
 * value's, methods bound to it. Reaching through `ref` before `set`, or setting twice, is a
 * wiring mistake and throws.
 */
export interface LateBound<T extends object> {
  readonly ref: T;
  set(value: T): void;
}

export function lateBound<T extends object>(name: string): LateBound<T> {
  let bound: T | undefined;
  const ref = new Proxy({} as T, {
    get(_target, property) {
      if (bound === undefined) throw new Error(`${name} was used before it was set`);
      const member = Reflect.get(bound, property, bound);
      return typeof member === 'function' ? member.bind(bound) : member;
    },
  });
  return {
    ref,
    set(value) {
      if (bound !== undefined) throw new Error(`${name} was set twice`);
      bound = value;
    },
  };
}

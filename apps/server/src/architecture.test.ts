import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering, checked on its sources (tests included, test-support excepted where said):
 * - `platform/` never imports from `areas/`: areas build on the platform, never the reverse.
 * - Every area is a module: `areas/<area>/index.ts` exports `create<Area>Module`, app.ts calls
 *   each of them and reaches the areas through those modules only.
 * - The import graph has no cycle. Type-only imports (`import type`, `export type`, or an import
 *   whose every name is marked `type`) count too: they vanish from the built JavaScript, but they
 *   still tie one file's meaning to another's, and a circle through types is a circle of
 *   knowledge that the next value import turns into a load-order bug.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * Platform tests that exercise platform code against real area tables or defaults (row-level
 * security, row decoding, the envelope of a real route): they may import those areas.
 */
const PLATFORM_TESTS_USING_AREAS = new Set([
  'platform/db/table-rows.test.ts',
  'platform/db/tenancy.test.ts',
  'platform/http/envelope.routes.test.ts',
]);

interface Edge {
  to: string;
  typeOnly: boolean;
}

function tsFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...tsFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function isTypeOnlyClause(clause: string): boolean {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false; // a default or namespace import is a value
  const names = braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`${path.relative(SRC, from)}: cannot resolve '${specifier}'`);
}

function importsOf(file: string): Edge[] {
  // Comments may quote import lines; drop them first (roughly: block comments and whole-line ones).
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolve(file, specifier);
    if (to) edges.push({ to, typeOnly });
  };
  for (const match of text.matchAll(STATIC_IMPORT)) {
    add(match[4]!, match[2] !== undefined || isTypeOnlyClause(match[3]!.trim()));
  }
  for (const match of text.matchAll(BARE_IMPORT)) add(match[1]!, false);
  for (const match of text.matchAll(DYNAMIC_IMPORT)) add(match[1]!, false);
  return edges;
}

function buildGraph(): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  for (const file of tsFiles(SRC)) graph.set(file, importsOf(file));
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cyclicComponents(graph: Map<string, Edge[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).some((edge) => edge.to === node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** One concrete cycle inside a component: the shortest way from its first file back to itself. */
function cycleThrough(graph: Map<string, Edge[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const { to } of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = previous.get(at)!) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

describe('server architecture', () => {
  const graph = buildGraph();

  it('platform/ never imports from areas/', () => {
    const offending: string[] = [];
    for (const [file, edges] of graph) {
      if (!relative(file).startsWith('platform/') || PLATFORM_TESTS_USING_AREAS.has(relative(file))) continue;
      for (const edge of edges) {
        if (relative(edge.to).startsWith('areas/')) offending.push(`${relative(file)} → ${relative(edge.to)}`);
      }
    }
    expect(offending, `platform files importing areas:\n${offending.join('\n')}`).toEqual([]);
  });

  it('the import graph (type-only imports included) has no cycle', () => {
    const cycles = cyclicComponents(graph).map((component) => {
      const cycle = cycleThrough(graph, component).map(relative);
      return `${component.length} files in a circle, e.g. ${cycle.join(' → ')}`;
    });
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it("registers every area's message catalogue at start-up (its module, or app.ts)", () => {
    // The platform no longer gathers the catalogues: a catalogue nobody registers would leave its
    // texts out of a running server (the tests register all of them in their setup file).
    const registering = [...graph.keys()]
      .filter((file) => /^(app|areas\/[^/]+\/index)\.ts$/.test(relative(file)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const registered = new Set(
      [...registering.matchAll(/registerAreaMessages\(([^)]*)\)/g)].flatMap((call) =>
        call[1]!.split(',').map((name) => name.trim()),
      ),
    );
    const missing = [...graph.keys()]
      .filter((file) => /^areas\/.*\.messages\.ts$/.test(relative(file)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = defineAreaMessages/g)])
      .map((match) => match[1]!)
      .filter((name) => !registered.has(name));
    expect(missing).toEqual([]);
  });

  it('wires every area as a module, and app.ts reaches the areas through their modules only', () => {
    const areas = readdirSync(path.join(SRC, 'areas')).filter((name) =>
      statSync(path.join(SRC, 'areas', name)).isDirectory(),
    );
    const appFile = path.join(SRC, 'app.ts');
    const appText = readFileSync(appFile, 'utf8');
    const problems: string[] = [];
    for (const area of areas) {
      const factory = `create${area.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Module`;
      const index = path.join(SRC, 'areas', area, 'index.ts');
      if (!graph.has(index)) {
        problems.push(`areas/${area} has no index.ts`);
        continue;
      }
      if (!new RegExp(`export (async )?function ${factory}\\(`).test(readFileSync(index, 'utf8'))) {
        problems.push(`areas/${area}/index.ts does not export ${factory}`);
      }
      if (!new RegExp(`\\b${factory}\\(`).test(appText)) problems.push(`app.ts does not call ${factory}`);
    }
    for (const { to } of graph.get(appFile) ?? []) {
      const target = relative(to);
      if (target.startsWith('areas/') && !/^areas\/[^/]+\/index\.ts$/.test(target)) {
        problems.push(`app.ts imports ${target} (not the area's module)`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(areas.length).toBeGreaterThan(20);
  });

  it('reads the imports it checks', () => {
    // A guard that found nothing would pass on anything: make sure it sees the app's own imports.
    const app = graph.get(path.join(SRC, 'app.ts'));
    expect(app?.length).toBeGreaterThan(5);
    expect(graph.size).toBeGreaterThan(200);
  });
});

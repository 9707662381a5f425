import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const stylesDir = path.resolve(here, '../../../../node_modules/@mantine/core/styles');
const stylesOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';$/gm)].map(
    (m) => m[1] as string,
  );
/** On every page. */
const appWide = stylesOf(path.join(here, 'mantine-styles.ts'));
/** With the staff console's chunk only. */
const staffOnly = stylesOf(path.join(src, 'features/staff/staff-styles.ts'));
const listed = [...appWide, ...staffOnly];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The console's files: its own folder, each feature's `staff/` screens and the console kit. */
const consoleFile = (file: string) =>
  /^(features\/staff|features\/[^/]+\/staff|components\/console)\//.test(
    path.relative(src, file).split(path.sep).join('/'),
  );

/** The Mantine packages whose components draw with @mantine/core's (`coreComponentsOf`). */
const DRAWING_PACKAGES = ['@mantine/charts', '@mantine/dates'] as const;

/** The @mantine/core components a Mantine package draws with (the charts' legend, the dates' popover). */
function coreComponentsOf(pkg: string): string[] {
  const dir = path.resolve(stylesDir, '..', '..', pkg.replace('@mantine/', ''), 'esm');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.name.endsWith('.mjs'),
  );
  return files.flatMap((entry) =>
    [
      ...readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(
        /import \{([^}]*)\} from "@mantine\/core"/g,
      ),
    ]
      .flatMap((m) => (m[1] as string).split(','))
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name)),
  );
}

/**
 * Components imported from @mantine/core in the web app (values, not types), outside the console
 * if asked, with those of the Mantine packages it imports (@mantine/charts, @mantine/dates).
 */
function usedComponents(outsideConsole = false): Set<string> {
  const used = new Set<string>();
  const packages = new Set<string>();
  for (const file of sources(src).filter((f) => !outsideConsole || !consoleFile(f))) {
    const text = readFileSync(file, 'utf8');
    for (const pkg of DRAWING_PACKAGES)
      if (new RegExp(`import\\s*\\{[^}]*\\}\\s*from\\s*'${pkg}'`).test(text)) packages.add(pkg);
    for (const m of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      if (m[1]) continue;
      for (const name of (m[2] as string).split(',').map((n) => n.trim())) {
        if (/^[A-Z]/.test(name)) used.add(name.split(/\s/)[0] as string);
      }
    }
  }
  for (const pkg of packages) for (const name of coreComponentsOf(pkg)) used.add(name);
  return used;
}

describe('the Mantine styles the portal loads', () => {
  it('include the stylesheet of every component the pages import', () => {
    const missing = [...usedComponents()].filter(
      (name) => existsSync(path.join(stylesDir, `${name}.css`)) && !listed.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('load a stylesheet with the console only when no page outside the console uses its component', () => {
    const outside = usedComponents(true);
    expect(staffOnly.filter((name) => outside.has(name))).toEqual([]);
    expect(staffOnly.filter((name) => appWide.includes(name))).toEqual([]);
  });

  it.each([
    ['app-wide', appWide],
    ['staff console', staffOnly],
  ])("are files of Mantine's, in the order of its full stylesheet (%s)", (_, names) => {
    const full = readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8');
    const positions = names.map((name) => {
      const file = path.join(stylesDir, `${name}.css`);
      expect(existsSync(file), `${name}.css`).toBe(true);
      return full.indexOf(readFileSync(file, 'utf8').slice(0, 200).trim());
    });
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

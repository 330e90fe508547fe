import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));

/**
 * Turns Lingui's message macros (`<Trans>`, `t`, `msg`) into runtime calls with message ids.
 * @vitejs/plugin-react 6 no longer runs Babel, so this runs the macro's Babel plugin alone, and
 * only on the app's own files that import a macro; the JSX and TypeScript stay for Vite's own
 * transform after it.
 */
function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'venue:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!/from ['"]@lingui\/(core|react)\/macro['"]/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * What an app's Vite config needs for its messages: the macros, and the `.po` catalogues compiled
 * to plain message functions when imported (no message parser reaches the browser). A production
 * build fails when a message has no translation or a translation does not compile.
 */
export function i18nPlugins(command: 'build' | 'serve'): PluginOption[] {
  return [
    linguiMacros(),
    lingui({ configPath, failOnMissing: command === 'build', failOnCompileError: true }),
  ];
}

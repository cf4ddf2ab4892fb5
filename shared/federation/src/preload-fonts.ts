import { type Compiler, HtmlRspackPlugin } from '@rspack/core';

/** The emitted font files a page preloads: the heading font's one weight (its woff2, never the woff fallback). */
export const PRELOADED_FONT = /(^|\/)playfair-display-latin-700-normal\.[0-9a-f]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for the heading font to the page's head. The font is found by the CSS
 * the bootstrap chunk imports, so without this the browser would only ask for it after that chunk ran and the
 * first headings would paint in the fallback, then swap.
 */
export class PreloadFontsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadFontsPlugin', async (data) => {
        const fonts = compilation.getAssets().map((asset) => asset.name).filter((name) => PRELOADED_FONT.test(name));
        const links = fonts.map((name) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${data.publicPath}${name}`, crossorigin: '' },
        }));
        data.assetTags.styles = [...links, ...data.assetTags.styles];
        return data;
      });
    });
  }
}

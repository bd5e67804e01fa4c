import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { InlineCssPlugin } from './scripts/lib/inline-css-plugin.mjs';
import { PrecompressPlugin } from './scripts/lib/precompress-plugin.mjs';

const muiStyles = path.resolve(__dirname, 'node_modules/@mui/material/styles');

const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('production');
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** Values compiled into the bundle; everything else is decided at run time. */
const defines = {
  'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
  'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
  'process.env.SENTRY_DSN': JSON.stringify(process.env.SENTRY_DSN ?? ''),
  'process.env.SENTRY_ENVIRONMENT': JSON.stringify(
    process.env.SENTRY_ENVIRONMENT ?? (isProduction ? 'production' : 'development'),
  ),
  'process.env.DEV_PAGES': JSON.stringify(process.env.DEV_PAGES ?? (isProduction ? '' : 'true')),
};

export default defineConfig({
  context: __dirname,
  entry: { main: './src/app/index.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    filename: isProduction ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
    // Lazy chunks are named by id in production: the runtime in the initial JS then carries no map of
    // chunk names (about half a kilobyte gzip of the sign-in page's budget); a short hash keeps that map small.
    chunkFilename: isProduction ? 'js/[id].[contenthash:6].js' : 'js/[name].js',
    cssFilename: isProduction ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
    // A lazy chunk's style sheet (the app shell's), loaded with it; named as the lazy chunks are.
    cssChunkFilename: isProduction ? 'css/[id].[contenthash:6].css' : 'css/[name].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.jsx'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
      // react-router's package exports point at its development build; production bundles get the lean one.
      ...(isProduction
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {}),
    },
  },
  module: {
    rules: [
      {
        test: /\.(ts|tsx)$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
          },
          env: { targets: 'chrome >= 111, edge >= 111, firefox >= 115, safari >= 16.4' },
        },
        type: 'javascript/auto',
      },
      // Pure, but its package does not say so: @emotion/react imports it for the side effects it does not have
      // (for its withTheme, which nothing uses), which kept it and react-is (~1.7 KB gzip) on every first page.
      { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(woff2?)$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
      { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
      // PDF.js's worker, copied as it is: a .js name so every server sends it as JavaScript (nginx's
      // mime.types knows no .mjs, and a module worker of another type is refused).
      {
        test: /pdf\.worker\.min\.mjs$/,
        type: 'asset/resource',
        generator: { filename: 'js/[name].[contenthash:8].js' },
      },
    ],
  },
  experiments: { css: true },
  plugins: [
    new rspack.DefinePlugin(defines),
    // The theme is light only, without CSS variables or colour schemes (shared/ui/theme): MUI's `createTheme`
    // and `ThemeProvider` then do exactly what their plain variants do, but they import the CSS-variables
    // machinery too (~7 KB gzip on the sign-in page). The plain variants alone are bundled; a theme given
    // `cssVariables` or `colorSchemes` would be built without them (theme.test.ts guards against that).
    new rspack.NormalModuleReplacementPlugin(
      /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
      path.join(muiStyles, 'createThemeNoVars.mjs'),
    ),
    new rspack.NormalModuleReplacementPlugin(
      /@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
      path.join(muiStyles, 'ThemeProviderNoVars.mjs'),
    ),
    new rspack.HtmlRspackPlugin({ template: './src/app/index.html', favicon: './src/app/favicon.svg', scriptLoading: 'defer' }),
    ...(isProduction ? [new InlineCssPlugin(), new PrecompressPlugin()] : []),
  ],
  optimization: {
    splitChunks: {
      chunks: 'all',
      // No shared chunk under ~100 KB (before compression): a page's code comes in a few files rather than
      // twenty, at the price of some components being in more than one page's chunk. On HTTP/1.1 (six
      // connections) /materials fetched its 23 lazy files in waves, one round trip each; now 8 (docs/perf-figures.md).
      minSize: 100000,
      cacheGroups: {
        // Vendor chunks hold only what the first page needs; code used by lazy pages stays in their chunks.
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
          name: 'framework',
          chunks: 'initial',
          priority: 30,
        },
        mui: {
          test: /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/,
          name: 'mui',
          chunks: 'initial',
          priority: 20,
        },
        state: {
          test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|react-redux|redux-persist|immer|reselect|use-sync-external-store|@standard-schema)[\\/]/,
          name: 'state',
          chunks: 'initial',
          priority: 20,
        },
      },
    },
  },
  performance: { hints: false },
  // Production maps are written for error reports but not referenced from the served files.
  devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
  devServer: {
    port: 3000,
    historyApiFallback: true,
    proxy: [{ context: ['/api/frontend'], target: apiTarget, ws: true, changeOrigin: false }],
  },
});

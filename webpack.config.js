const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const apiPort = Number(process.env.PORT || 3000);
const BUILD_STAMP = 'build.json';
/** Every compressible file's size as built, gzipped and brotli'd: the figures the size budget is checked against. */
const SIZES_FILE = 'compressed-sizes.json';
/** Text the server sends pre-compressed; source maps are left alone, as only developer tools ask for them. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The static files the HTML and the web app manifest name (the PNGs are drawn by scripts/icons.ts). */
const PUBLIC_FILES = [
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];

/** Copies the few static files the HTML references; nothing here is worth a plugin dependency. */
class CopyPublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of PUBLIC_FILES) {
            const file = path.resolve(__dirname, 'public', name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Webpack rewrites only files whose content changed, so index.html keeps an old time after a
 * rebuild; this stamp is new on every build and is what `npm start` compares its sources with.
 */
class BuildStampPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildStampPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stamp = JSON.stringify({ builtAt: new Date().toISOString(), hash: compilation.hash });
          compilation.emitAsset(BUILD_STAMP, new compiler.webpack.sources.RawSource(`${stamp}\n`));
        },
      );
    });
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file, at the strongest levels (a build can take
 * the time; the server then compresses nothing per request and picks one by Accept-Encoding), and
 * lists every size in compressed-sizes.json.
 */
class PreCompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreCompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PreCompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const sizes = {};
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name) && name !== SIZES_FILE);
          await Promise.all(
            names.map(async (name) => {
              const content = compilation.getAsset(name).source.buffer();
              const [gzipped, brotlied] = await Promise.all([
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
              ]);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped));
              compilation.emitAsset(`${name}.br`, new sources.RawSource(brotlied));
              sizes[name] = { bytes: content.length, gzip: gzipped.length, brotli: brotlied.length };
            }),
          );
          const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(SIZES_FILE, new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Firestore's SDK imports re2js, a regular-expression engine, for three expressions of its
      // pipelines (like, regexContains, regexMatch), which Páirc never builds; left out, it saves 39 kB
      // (compressed) of the 250 KB the capture screen may download (docs/performance.md#capture).
      alias: { re2js: false },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked once by `npm run typecheck`; doing it here too doubles the build time.
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.resolve(__dirname, 'src', 'tsconfig.json') },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:12].css' : 'assets/[name].css',
      }),
      new CopyPublicFilesPlugin(),
      new BuildStampPlugin(),
      // The service worker (docs/behaviour.md#offline) precaches every file the app may load: its
      // chunks, styles, page, icons and manifest; not the compressed twins, maps or build records.
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/serviceWorker/sw.ts',
              swDest: 'sw.js',
              exclude: [/\.map$/, /\.(?:br|gz)$/, new RegExp(`^(?:${BUILD_STAMP}|${SIZES_FILE})$`), /\.LICENSE\.txt$/],
            }),
            new PreCompressPlugin(),
          ]
        : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      // A library only one lazy chunk uses (Firebase Auth, Firestore) goes in that chunk rather than
      // one of its own: one request and one set of headers fewer on the way to the capture screen.
      // Firebase's core stays in Auth's chunk, as Firestore's is loaded from it (src/app/authSdk.ts).
      // What several chunks share (the charts) is still split out, so it is sent once; but the
      // new-match form keeps its own copy of what it shares with the capture screen, which then
      // needs no third chunk for it (docs/performance.md#capture). Below 30 kB of source (webpack
      // measures modules before minifying; 20 kB by default), what lazy chunks share is copied into
      // each rather than split out: the sync status, shared by the squads and capture screens, went
      // over 20 kB and became a chunk of 2.9 kB that cost the capture screen 0.8 kB and a request.
      splitChunks: {
        chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'newMatch',
        minSize: 30_000,
        cacheGroups: { defaultVendors: false },
      },
      // A third pass of Terser's compressor (webpack runs two) saves 0.4 kB of the 250 KB the capture
      // screen may download (docs/performance.md#capture); a fourth saves nothing more.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
    },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT || 3001),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/config.js'], target: `http://127.0.0.1:${apiPort}` }],
      client: { overlay: { warnings: false } },
    },
  };
};

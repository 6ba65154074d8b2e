const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const apiPort = Number(process.env.PORT || 3000);
const BUILD_STAMP = 'build.json';

/** Copies the few static files the HTML references; nothing here is worth a plugin dependency. */
class CopyPublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of ['favicon.svg']) {
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
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
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

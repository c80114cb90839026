/**
 * The bench's yardstick server: the minimal Remix app served the way
 * server/app.ts serves the dashboard (Hono on @hono/node-server, static
 * assets, Remix's request handler in production mode), and nothing else.
 *
 * Env: PORT (default 3300), MINIMAL_BUILD_DIR (default build/bench-minimal).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { createRequestHandler } from '@remix-run/node'
import { Hono } from 'hono'

process.env.NODE_ENV = 'production'
const buildDir = path.resolve(process.env.MINIMAL_BUILD_DIR ?? 'build/bench-minimal')
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
const handleRemix = createRequestHandler(build, 'production')

const app = new Hono()
app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), path.join(buildDir, 'client')) }))
app.all('*', (c) => handleRemix(c.req.raw))

const port = Number(process.env.PORT ?? 3300)
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`minimal app on http://127.0.0.1:${port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))

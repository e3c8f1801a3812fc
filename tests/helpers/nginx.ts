// The tests' real nginx: deploy/local-nginx.mjs (the Lighthouse benchmark runs the same).
export { BROTLI_MODULE, freePort, hasNginx, startNginx } from '@/deploy/local-nginx.mjs'

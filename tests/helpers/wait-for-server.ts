// For servers the tests start themselves.
export { waitForServer } from '@/deploy/local-nginx.mjs'

export { default } from './search-modal'

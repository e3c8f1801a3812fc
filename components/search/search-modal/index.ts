export { default, warmSearch } from './search-modal'

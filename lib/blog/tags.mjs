// The blog's tags: the slugs posts may use in front matter, with their labels per locale.
export const tagLabels = {
  releases: { ru: 'Релизы', en: 'Releases' },
  models: { ru: 'Модели', en: 'Models' },
  llm: { ru: 'LLM', en: 'LLM' },
  speech: { ru: 'Речь', en: 'Speech' },
  vision: { ru: 'Компьютерное зрение', en: 'Vision' },
  events: { ru: 'События', en: 'Events' },
  features: { ru: 'Возможности', en: 'Features' },
  docs: { ru: 'Документация', en: 'Documentation' },
  training: { ru: 'Обучение', en: 'Training' },
  infrastructure: { ru: 'Инфраструктура', en: 'Infrastructure' },
  tools: { ru: 'Инструменты', en: 'Tools' },
}

export const BLOG_TAGS = Object.keys(tagLabels)

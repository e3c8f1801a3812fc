import type { MetaRecord } from 'nextra'

export default {
  'index': "Введение",
  'account': "Аккаунт",
  'catalog': "Каталог моделей",
  'create-service': "Создание сервиса",
  'creation': "Способы создания",
  'create': "Сервис из образа",
  'upload-image': "Загрузка образа",
  'client': "Клиент",
  'administer': "Администрирование",
  'resources': "Ресурсы",
  'training': "Обучение",
  'reference': "Справочник",
} satisfies MetaRecord

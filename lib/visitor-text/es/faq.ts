import type { VisitorText } from "../en";

/** The FAQ pages in Spanish: short sentences, everyday words, the "usted" form (issue 28). */

export const list: VisitorText["list"] = {
  title: "Preguntas frecuentes",
  heading: "Preguntas y respuestas",
  searchLabel: "Buscar en las preguntas",
  placeholder: "Por ejemplo: leer en casa",
  search: "Buscar",
  clear: "Borrar",
  orderLabel: "Orden de las preguntas",
  orders: { alphabetical: "De la A a la Z", mostSearched: "Las más buscadas" },
  found: { one: "resultado", several: "resultados", for: "para" },
  loading: "Cargando…",
  noResults: "No encontramos nada.",
  emptySearch: "No encontramos nada. Pruebe con otras palabras.",
  weakSearch: "No encontramos una respuesta a eso. Estas pueden ayudar:",
  supportHint: "¿No encuentra lo que busca? Escríbanos y agregamos su pregunta:",
  openOwnPage: "Abrir esta pregunta sola",
  scrollToTop: "Ir arriba",
  scrollToBottom: "Ir abajo",
  showingAnswersFor: "Respuestas para",
  alsoLookingFor: "También buscamos:",
  noAnswersUse: "Ninguna respuesta usa:",
  failure: {
    offline: "No pudimos conectar. Revise su internet e intente otra vez.",
    failed: "Lo sentimos, no funcionó. Intente otra vez.",
  },
};

export const tips: VisitorText["tips"] = {
  label: "Consejos",
  text: "**Consejo:** escriba unas palabras, como _leer en casa_, y pulse Enter para buscar. Elija una pregunta para ver la respuesta. Pulse **Escuchar** para oírla.",
  close: "Cerrar consejos",
};

export const faqPage: VisitorText["faqPage"] = {
  allQuestions: "← Todas las preguntas",
  searchAll: "Buscar en todas las preguntas",
};

export const sayIt: VisitorText["sayIt"] = {
  sayIt: "Dígalo",
  listening: "Escuchando… diga su pregunta",
  notice:
    "Su navegador envía lo que usted dice a su servicio de voz para convertirlo en palabras. Nosotros no guardamos el sonido.",
  continue: "Continuar",
  cancel: "Cancelar",
  noSpeech: "No oímos nada. Pulse Dígalo y hable otra vez.",
  blocked:
    "Su navegador bloqueó el micrófono. Permítalo en la configuración del navegador, o escriba su pregunta.",
  network:
    "Su navegador no pudo conectar con su servicio de voz. Revise su conexión, o escriba su pregunta.",
  failed:
    "Lo sentimos, no pudimos escuchar. Pulse Dígalo para intentarlo otra vez, o escriba su pregunta.",
};

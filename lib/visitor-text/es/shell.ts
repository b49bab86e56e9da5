import type { VisitorText } from "../en";

/**
 * The frame around every public page, in Spanish: short, plain words in the "usted" form, for
 * parents who read Spanish better than English (issue 28). The links lead to the marketing
 * site, which is in English.
 */

export const shell: VisitorText["shell"] = {
  skipLink: "Ir al contenido",
  brand: { first: "Literacy", second: "Programme" },
  links: {
    ourStory: "Nuestra historia",
    ourValues: "Nuestros valores",
    about: "Quiénes somos",
    mission: "Misión",
    theLogo: "El logo",
    theProgram: "El programa",
    courses: "Cursos",
    faq: "Preguntas",
    theScience: "La ciencia",
    inspiration: "Inspiración",
    team: "Equipo",
    meetTheTeam: "Nuestro equipo",
    advisoryBoard: "Consejo asesor",
    mediaFeed: "Noticias",
    testimonials: "Testimonios",
    store: "Tienda",
    cart: "Carrito",
    contactUs: "Contacto",
    privacyPolicy: "Privacidad",
    coachesCorner: "Para tutores",
  },
  nav: {
    label: "Principal",
    cartTotalSpoken: "total",
    total: "Total",
    menu: "Menú",
    back: "Atrás",
  },
  footer: {
    affiliationsTitle: "Trabajamos con",
    tagline: "Ayudamos a niños y adultos a aprender a leer, página a página.",
    needHelp: "¿Necesita ayuda? Escríbanos a",
    company: "Nosotros",
    quickLinks: "Enlaces útiles",
    faqCorner: "FAQ Corner",
    followUs: "Síganos",
    copyright: "© Literacy Programme. Todos los derechos reservados.",
  },
};

export const readingSettings: VisitorText["readingSettings"] = {
  readingSettings: "Opciones de lectura",
  textSize: "Tamaño de letra",
  normal: "Normal",
  large: "Grande",
  extraLarge: "Muy grande",
  lineSpacing: "Espacio entre líneas",
  wide: "Amplio",
  contrast: "Contraste",
  high: "Alto",
};

export const errorPage: VisitorText["errorPage"] = {
  heading: "Algo salió mal",
  lead: "No pudimos abrir esta página. Intente otra vez en un momento.",
  retry: "Intentar otra vez",
  home: "Ir a las preguntas",
};

export const notFound: VisitorText["notFound"] = {
  title: "Página no encontrada",
  description: "No encontramos esa página. Tal vez se movió, o la dirección tiene un error.",
  kicker: "Error 404",
  heading: "Lo sentimos, no encontramos esa página",
  lead: "Tal vez la dirección tiene un error, o la página se movió.",
  body: "Puede volver a las preguntas, o buscar lo que necesita.",
  homeLink: "Ir a las preguntas",
  searchLink: "Ir a buscar",
  searchLabel: "Buscar en las preguntas",
  placeholder: "Por ejemplo: leer en casa",
  search: "Buscar",
};

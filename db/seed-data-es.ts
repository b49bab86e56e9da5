/**
 * Spanish translations of the demo FAQs of db/seed-data.ts (issue 28), and the demo's Spanish
 * search words. Data only: the seed and the search read them.
 *
 * How it is written: short and plain, for parents who read Spanish better than English but may not
 * read it well either. Short sentences (15 words or fewer, nearly always), everyday words, and
 * "usted" throughout (never "tú" or "vosotros"), as a service speaks to parents. A neutral
 * Latin-American Spanish, since many families are from Mexico and Central America: computadora,
 * teléfono, correo, inscribirse, salón, elevador. Prices stay in £.
 *
 * Choices of wording, kept the same in every answer:
 * - "coach" is "tutor": a word parents know, for both women and men.
 * - The course names (First Steps…) and the guide book's title stay in English, as they are
 *   printed, with a Spanish gloss beside them.
 * - "phonics" is "fonética" (with "phonics" beside it once); the example words of phonics and
 *   phonemic awareness are Spanish words (sol, gato, pato), as a parent can hear them.
 * - The last FAQ ("How do you check how my child is getting on?") is written hard to read in
 *   English on purpose (issue 17); its Spanish is plain, like the rest.
 *
 * Each answer keeps the English answer's HTML: the same paragraphs, lists, links, strong and em,
 * and the same {{SUPPORT_EMAIL}} placeholders (tests/seed-data-es.test.ts).
 *
 * Left in English on purpose, so that the Spanish pages show the "(en inglés)" fallback and its
 * "Pedir en español" button (10 of the 55; a Spanish-speaking parent needs these least, or they
 * are about the staff portal, UK shipping or becoming a coach, where good English is needed):
 * - How can I become a reading coach?
 * - What training do coaches get?
 * - Do you ship to other countries?
 * - My parcel arrived damaged. What should I do?
 * - Can I change or cancel my order?
 * - What is FAQ Corner, and can I sign in to it?
 * - I forgot my FAQ Corner password. How do I reset it?
 * - Why do I need a verification code to sign in to FAQ Corner?
 * - How do I change the e-mail address on my FAQ Corner account?
 * - Do you use cookies or track me?
 */

export interface SeedTranslation {
  /** HTML, as the English question: a single <p>…</p> */
  question: string;
  /** HTML answer, with the English answer's structure */
  answer: string;
  /** one comma-separated text of Spanish words */
  tags: string;
  /** other ways a parent might ask it in Spanish ("Also asked as") */
  phrasings?: string[];
}

/** Keyed by the English FAQ's question exactly as in seedFaqs (HTML included). */
export const seedTranslationsEs: Record<string, SeedTranslation> = {
  // ---------------------------------------------------------------- courses
  "<p>What courses do you offer?</p>": {
    question: `<p>¿Qué cursos tienen?</p>`,
    answer: `<p>Tenemos cursos de lectura para niños y para adultos. Cada curso tiene un nivel. Así usted empieza donde se sienta cómodo.</p>
<ul>
<li><strong>First Steps</strong> (Primeros pasos): letras y sonidos, para empezar.</li>
<li><strong>Building Readers</strong> (Lectores en camino): unir sonidos, palabras cortas y libros fáciles.</li>
<li><strong>Confident Readers</strong> (Lectores seguros): textos más largos, palabras nuevas y entender cuentos.</li>
<li><strong>Adult Reading</strong> (Lectura para adultos): un curso tranquilo y privado para adultos de cualquier nivel.</li>
</ul>
<p>Vea todos los cursos y las fechas en nuestra <a href="https://example.org/courses">página de cursos</a>.</p>`,
    tags: `cursos, niveles, clases, programa`,
    phrasings: ["qué niveles hay"],
  },
  "<p>How do I know which level is right for me or my child?</p>": {
    question: `<p>¿Cómo sé qué nivel es mejor para mí o para mi hijo?</p>`,
    answer: `<p>No tiene que adivinar. Antes del primer curso, un tutor hace una revisión corta y amable. Dura unos 15 minutos. No es un examen, y nadie puede reprobar.</p>
<p>El tutor escucha leer a la persona y hace unas preguntas. Después le dice qué nivel es mejor. ¿El nivel es muy fácil o muy difícil después de la primera semana? Solo dígale a su tutor. Lo cambiamos a un grupo mejor, sin costo extra.</p>`,
    tags: `nivel, niveles, revisión, evaluación, cursos`,
    phrasings: ["en qué nivel pongo a mi hijo"],
  },
  "<p>What ages are the courses for?</p>": {
    question: `<p>¿Para qué edades son los cursos?</p>`,
    answer: `<p>Los cursos para niños son de 4 a 12 años. También hay un curso para jóvenes de 13 a 17 años. Y hay cursos para adultos de cualquier edad.</p>
<p>Nunca es tarde para aprender a leer. ¡La persona de más edad empezó a los 78 años! Niños y adultos aprenden en grupos separados. Así todos se sienten a gusto. ¿No sabe qué grupo es mejor? Pregúntenos y le ayudamos a elegir.</p>`,
    tags: `edad, edades, niños, adultos, jóvenes, cursos`,
    phrasings: ["hay clases para adolescentes"],
  },
  "<p>How long does a course last?</p>": {
    question: `<p>¿Cuánto dura un curso?</p>`,
    answer: `<p>Casi todos los cursos duran <strong>10 semanas</strong>. Hay una clase cada semana. Cada clase dura 1 hora. Las clases para niños pequeños son un poco más cortas, de unos 45 minutos. Los pequeños se cansan pronto.</p>
<p>Muchos alumnos toman dos o tres cursos, uno después de otro, para subir de nivel. Puede descansar entre un curso y otro cuando lo necesite.</p>`,
    tags: `duración, semanas, horas, cursos`,
  },
  "<p>How much does a course cost?</p>": {
    question: `<p>¿Cuánto cuesta un curso?</p>`,
    answer: `<p>Un curso en grupo de 10 semanas cuesta <strong>£120</strong>. Puede pagar todo junto o en tres pagos más pequeños.</p>
<p>Queremos que todos puedan aprender a leer. Si tiene poco dinero, hable con nosotros. Cada trimestre tenemos lugares gratis y lugares más baratos. No tiene que dar muchas explicaciones. Solo escriba a <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>. Le respondemos en privado.</p>`,
    tags: `costo, precio, pago, cuotas, gratis, cursos`,
    phrasings: ["hay clases gratis", "hay becas o descuentos"],
  },
  "<p>How do I sign up for a course?</p>": {
    question: `<p>¿Cómo me inscribo en un curso?</p>`,
    answer: `<p>Inscribirse es fácil:</p>
<ol>
<li>Entre a nuestra <a href="https://example.org/courses">página de cursos</a>.</li>
<li>Elija un curso, un día y una hora.</li>
<li>Llene el formulario corto con su nombre y sus datos de contacto.</li>
<li>Pague en internet, o pague en su primera clase.</li>
</ol>
<p>Le llega un correo que confirma su lugar. ¿Los formularios le parecen difíciles? Pida ayuda a un amigo. O venga a uno de nuestros centros, y un tutor lo inscribe.</p>`,
    tags: `inscripción, inscribirse, registrarse, apuntarse, cursos`,
    phrasings: ["dónde me registro"],
  },
  "<p>Can I take a course online, or do I have to come in person?</p>": {
    question: `<p>¿Puedo tomar un curso en línea, o tengo que ir en persona?</p>`,
    answer: `<p>Usted elige. Casi todos nuestros cursos son de las dos formas.</p>
<ul>
<li><strong>En persona</strong>: usted va a uno de nuestros centros, con su tutor y su grupo.</li>
<li><strong>En línea</strong>: usted entra a una videollamada desde su casa. Necesita una computadora o tableta con cámara y sonido.</li>
</ul>
<p>Las dos formas usan los mismos libros y las mismas lecciones. Algunos alumnos empiezan en línea y después van a un centro. O al revés. Eso también está bien.</p>`,
    tags: `en línea, internet, videollamada, en persona, clases, cursos`,
    phrasings: ["se puede estudiar a distancia"],
  },
  "<p>How many learners are in each class?</p>": {
    question: `<p>¿Cuántos alumnos hay en cada clase?</p>`,
    answer: `<p>Nuestras clases son pequeñas a propósito. Hay <strong>6 alumnos como máximo</strong> en una clase con un tutor. Para los niños más pequeños, el máximo es 4.</p>
<p>En un grupo pequeño, todos tienen tiempo para leer en voz alta y hacer preguntas. Nadie se queda atrás. ¿Prefiere aprender solo? Pregunte por las clases individuales con un tutor.</p>`,
    tags: `tamaño de la clase, grupos, clases pequeñas, alumnos, cursos`,
  },
  "<p>What happens if I miss a class?</p>": {
    question: `<p>¿Qué pasa si falto a una clase?</p>`,
    answer: `<p>No se preocupe, a todos nos pasa. Si falta a una clase, su tutor le manda un resumen corto y una hoja de práctica. Así se pone al día en casa.</p>
<p>¿Sabe antes que va a faltar? Por favor, avísele a su tutor. A veces puede ir a otro grupo esa semana. Si falta a varias clases seguidas, lo pasamos al siguiente curso sin costo extra.</p>`,
    tags: `faltar, falta, ausencia, ponerse al día, cursos`,
  },
  "<p>Do I need to buy anything before the course starts?</p>": {
    question: `<p>¿Tengo que comprar algo antes de que empiece el curso?</p>`,
    answer: `<p>No. El precio del curso incluye todos los libros y las hojas de trabajo. Solo venga usted. Traiga un lápiz si le gusta apuntar cosas.</p>
<p>Algunas familias compran nuestra guía para ayudar con la lectura en casa. Es útil, pero <em>no</em> es necesaria para ningún curso.</p>`,
    tags: `materiales, libros, útiles, comprar, cursos`,
  },

  // --------------------------------------------------------------- coaching
  "<p>What does a reading coach do?</p>": {
    question: `<p>¿Qué hace un tutor de lectura?</p>`,
    answer: `<p>Un tutor es una persona preparada que le ayuda a aprender a leer, paso a paso. En cada clase, su tutor va a:</p>
<ul>
<li>enseñarle un sonido, una palabra o algo nuevo para leer;</li>
<li>escucharle leer y ayudarle cuando no pueda seguir;</li>
<li>darle una práctica corta para la casa;</li>
<li>ver cómo va y darle ánimo.</li>
</ul>
<p>Los tutores son pacientes y amables. Nunca le presionan. Y nunca le hacen leer en voz alta frente al grupo si usted no quiere.</p>`,
    tags: `tutor, coach, maestro, maestra, enseñanza`,
    phrasings: ["para qué sirve el tutor"],
  },
  "<p>Can I have one-to-one sessions with a coach?</p>": {
    question: `<p>¿Puedo tener clases individuales con un tutor?</p>`,
    answer: `<p>Sí. Las clases individuales son buenas si quiere más privacidad o ir a su propio ritmo. También si los grupos le cuestan.</p>
<p>Cada clase dura 45 minutos, en persona o en línea. Una clase cuesta <strong>£25</strong>. Puede reservar todas las que quiera. Muchos alumnos reservan una por semana. Otros agregan unas clases a su curso en grupo.</p>
<p>Para reservar, visite nuestra <a href="https://example.org/one-to-one">página de clases individuales</a>.</p>`,
    tags: `clases individuales, clases particulares, privado, tutor, sesiones`,
    phrasings: ["clases particulares", "clases privadas"],
  },
  "<p>Can I choose or change my coach?</p>": {
    question: `<p>¿Puedo elegir o cambiar de tutor?</p>`,
    answer: `<p>Sí. Es importante que se sienta cómodo con su tutor. Para las clases individuales, puede pedir un tutor por su nombre. Solo tiene que tener tiempo libre.</p>
<p>Si quiere cambiar de tutor por cualquier motivo, solo díganos. No tiene que explicar por qué. Le buscamos a otra persona lo antes posible. Su tutor anterior no se va a molestar.</p>`,
    tags: `tutor, cambiar de tutor, elegir, maestro`,
  },

  // ------------------------------------------------------ science of reading
  "<p>What is phonics?</p>": {
    question: `<p>¿Qué es la fonética (phonics)?</p>`,
    answer: `<p>La <strong>fonética</strong> (phonics) es una forma de enseñar a leer. Enseña qué sonido hace cada letra. Por ejemplo, las letras <em>s</em>, <em>o</em> y <em>l</em> hacen los sonidos "sss", "o" y "l". Si une esos sonidos, lee la palabra <em>sol</em>.</p>
<p>Cuando los alumnos saben los sonidos principales, pueden leer solos muchas palabras nuevas. Por eso la fonética está en todos nuestros cursos, para niños y adultos.</p>`,
    tags: `fonética, phonics, sonidos, letras, lectura`,
    phrasings: ["qué es phonics"],
  },
  "<p>What is phonemic awareness, and why does it matter?</p>": {
    question: `<p>¿Qué es la conciencia fonémica y por qué es importante?</p>`,
    answer: `<p>La <strong>conciencia fonémica</strong> es poder oír y jugar con los sonidos pequeños de las palabras habladas. Por ejemplo, oír que <em>sol</em> tiene tres sonidos: s, o, l. O saber que <em>gato</em> y <em>pato</em> terminan igual.</p>
<p>Viene antes de leer letras. Los niños que oyen bien los sonidos aprenden la fonética mucho más fácil. Puede practicar en cualquier lugar, sin libros. Pruebe juegos de rimas o aplaudir las sílabas. O juegue a "Veo, veo, algo que empieza con sss".</p>`,
    tags: `conciencia fonémica, sonidos, rimas, escuchar`,
  },
  "<p>What does reading fluency mean?</p>": {
    question: `<p>¿Qué quiere decir leer con fluidez?</p>`,
    answer: `<p>Un <strong>lector con fluidez</strong> lee sin trabarse, a buena velocidad y con expresión. Es un poco como hablar. No tiene que parar en casi ninguna palabra para sacar los sonidos.</p>
<p>La fluidez es importante. Cuando leer es fácil, el cerebro tiene más energía para entender la historia. La fluidez crece con la práctica. Leer varias veces el mismo texto corto ayuda mucho. También ayuda oír a alguien que lee bien, y luego leer esa parte uno mismo.</p>`,
    tags: `fluidez, velocidad, expresión, lectura`,
  },
  "<p>How can I help my child learn new words?</p>": {
    question: `<p>¿Cómo ayudo a mi hijo a aprender palabras nuevas?</p>`,
    answer: `<p>Los niños aprenden palabras nuevas al oírlas muchas veces. Las oyen al hablar y en los libros. Aquí tiene unas ideas fáciles:</p>
<ul>
<li>Hable mucho con su hijo de las cosas de todos los días.</li>
<li>Si encuentra una palabra nueva en un libro, pare y explíquela con palabras fáciles.</li>
<li>Use la palabra nueva otra vez, más tarde ese mismo día.</li>
<li>Léale libros un poco más difíciles de lo que su hijo puede leer solo.</li>
</ul>
<p>Saber muchas palabras hace más fácil la lectura. Así los niños entienden las palabras que leen.</p>`,
    tags: `vocabulario, palabras, idioma, padres`,
  },
  "<p>My child can read the words but doesn't understand the story. What can I do?</p>": {
    question: `<p>Mi hijo lee las palabras, pero no entiende la historia. ¿Qué puedo hacer?</p>`,
    answer: `<p>Esto es común, y puede mejorar. Leer las palabras es una habilidad. La <strong>comprensión</strong>, o sea entender, es otra. Las dos necesitan práctica.</p>
<p>Pruebe estos pasos fáciles cuando lean juntos:</p>
<ol>
<li>Antes de leer, miren la portada. Pregunte: "¿De qué crees que se trata?"</li>
<li>Paren de vez en cuando. Pregunte: "¿Qué acaba de pasar?"</li>
<li>Después de leer, pida a su hijo que le cuente la historia con sus palabras.</li>
</ol>
<p>¿Todavía le cuesta? Hable con el tutor de su hijo. Le puede dar más ayuda.</p>`,
    tags: `comprensión, entender, lectura, padres`,
    phrasings: ["mi hijo lee pero no entiende", "no entiende lo que lee"],
  },
  "<p>What is dyslexia?</p>": {
    question: `<p>¿Qué es la dislexia?</p>`,
    answer: `<p>La <strong>dislexia</strong> es una diferencia común en la forma de aprender. Hace más difícil unir letras y sonidos. Por eso leer y escribir bien cuesta más trabajo. No tiene nada que ver con ser inteligente. Muchas personas con dislexia son muy listas y creativas.</p>
<p>La dislexia no se quita. Pero con la enseñanza correcta, las personas con dislexia pueden aprender a leer bien. Ayudan la fonética clara y paso a paso, mucha práctica y paciencia. Nuestros tutores saben apoyar a los alumnos con dislexia.</p>`,
    tags: `dislexia, diferencia de aprendizaje, dificultad para leer, ortografía`,
  },
  "<p>I think my child might be dyslexic. What should I do?</p>": {
    question: `<p>Creo que mi hijo puede tener dislexia. ¿Qué hago?</p>`,
    answer: `<p>Qué bueno que lo notó. Estas son algunas señales tempranas. Le cuesta aprender los sonidos de las letras. Cambia el orden de los sonidos. Y leer lo cansa mucho.</p>
<p>Esto es lo que le sugerimos:</p>
<ul>
<li>Hable con el maestro o el tutor de su hijo sobre lo que ve.</li>
<li>Pregunte en la escuela o al médico por una evaluación de dislexia.</li>
<li>Sigan leyendo juntos, con calma y de forma divertida.</li>
</ul>
<p>No necesita un diagnóstico para entrar a nuestros cursos. Nuestros tutores adaptan las clases para ayudar a su hijo desde el principio.</p>`,
    tags: `dislexia, señales, evaluación, niños, padres`,
    phrasings: ["señales de dislexia", "mi hijo escribe las letras al revés"],
  },
  "<p>Why does reading aloud help?</p>": {
    question: `<p>¿Por qué ayuda leer en voz alta?</p>`,
    answer: `<p>Leerle en voz alta a un niño es de lo mejor que puede hacer por él. Cuando usted lee en voz alta, su hijo:</p>
<ul>
<li>oye palabras nuevas y cómo suenan las frases;</li>
<li>aprende que los libros son divertidos, no una obligación;</li>
<li>aprende a escuchar, algo que necesita para leer solo más adelante.</li>
</ul>
<p>También ayuda a niños más grandes y a adultos. Al leer en voz alta, uno usa los ojos, la boca y los oídos a la vez. Así las palabras se quedan mejor. Siga leyendo en voz alta, aunque su hijo ya lea solo.</p>`,
    tags: `leer en voz alta, voz alta, escuchar, lectura`,
  },
  "<p>Is it too late for an adult to learn to read?</p>": {
    question: `<p>¿Es muy tarde para que un adulto aprenda a leer?</p>`,
    answer: `<p>No, nunca es tarde. En nuestros cursos, hay adultos que aprenden a leer todos los días: a los 20, a los 50 y hasta a los 80 años.</p>
<p>Al principio, muchos adultos sienten nervios o vergüenza. Es normal, y usted no está solo. Nuestras clases para adultos son privadas y amables. Nadie tiene que leer frente a otros antes de estar listo. Los adultos muchas veces avanzan rápido, porque ya saben muchas palabras habladas. El paso más difícil es el primero. Y usted ya lo dio al leer esto.</p>`,
    tags: `adultos, lectura para adultos, aprender a leer, confianza`,
    phrasings: ["soy adulto y no sé leer"],
  },

  // -------------------------------------------------------- reading at home
  "<p>How can I help my child with reading at home?</p>": {
    question: `<p>¿Cómo ayudo a mi hijo a leer en casa?</p>`,
    answer: `<p>No tiene que ser maestro para ayudar. Los momentos cortos y felices con libros hacen una gran diferencia.</p>
<ul>
<li><strong>Lean juntos todos los días</strong>, aunque sean unos minutos.</li>
<li>Deje que su hijo elija algunos libros.</li>
<li>Felicite el esfuerzo, no solo las palabras bien leídas.</li>
<li>Si su hijo se traba, ayúdele a sacar los sonidos de la palabra. Luego deje que lo intente otra vez.</li>
<li>Que sea divertido. Paren antes de que su hijo se canse.</li>
</ul>
<p>Si usted no lee con mucha confianza, no pasa nada. Hablar de los dibujos y contar cuentos juntos también ayuda.</p>`,
    tags: `lectura, casa, padres, consejos, ayuda`,
    phrasings: ["cómo apoyo a mi hija con la lectura"],
  },
  "<p>How long should we read together each day?</p>": {
    question: `<p>¿Cuánto tiempo debemos leer juntos cada día?</p>`,
    answer: `<p>Un poco cada día es mejor que mucho una vez por semana. Como guía:</p>
<ul>
<li><strong>Niños de 1 a 3 años</strong>: de 5 a 10 minutos, tal vez varias veces al día.</li>
<li><strong>Niños pequeños</strong>: de 10 a 15 minutos.</li>
<li><strong>Niños más grandes</strong>: de 15 a 20 minutos, o más si les gusta.</li>
</ul>
<p>Mire a su hijo, no el reloj. Si le gusta el libro, sigan leyendo. Si está cansado o molesto, paren y prueben otra vez mañana. La hora de dormir es muy buena para leer, pero cualquier hora sirve.</p>`,
    tags: `tiempo de lectura, todos los días, rutina, minutos, padres`,
  },
  "<p>My child reads slowly. Is that normal?</p>": {
    question: `<p>Mi hijo lee despacio. ¿Es normal?</p>`,
    answer: `<p>Sí, en casi todos los niños es muy normal. Leer es algo nuevo, y la velocidad llega al final. Primero hay que aprender los sonidos. Luego hay que unirlos. Después se reconocen las palabras rápido.</p>
<p>Para ayudar, deje que su hijo lea otra vez libros que ya conoce. No lo apure. No termine las palabras por él demasiado pronto. Dele tiempo para intentarlo.</p>
<p>¿Su hijo es mucho más lento que otros niños de su edad? ¿O leer lo cansa o lo pone triste? Hable con su tutor. Puede ser bueno revisar si tiene dislexia.</p>`,
    tags: `lectura lenta, despacio, velocidad, niños, fluidez`,
  },
  "<p>How can I read with my toddler?</p>": {
    question: `<p>¿Cómo puedo leer con mi niño pequeño?</p>`,
    answer: `<p>Nunca es muy pronto para compartir libros. Con los niños pequeños, leer es para estar juntos y divertirse. Todavía no se trata de las letras.</p>
<ul>
<li>Elija libros de cartón duro, con dibujos grandes y de colores.</li>
<li>Señale los dibujos y diga qué son: "¡Mira, un perro!"</li>
<li>Haga voces y sonidos chistosos.</li>
<li>Lean el mismo libro favorito una y otra vez. A los pequeños les encanta.</li>
<li>Deje que su niño pase las páginas, aunque se salte algunas.</li>
</ul>
<p>Unos minutos cada vez es suficiente. ¡Las canciones y las rimas también cuentan!</p>`,
    tags: `niños pequeños, bebés, primeros libros, padres`,
    phrasings: ["leer con niños chiquitos"],
  },
  "<p>How do I choose the right books for my child?</p>": {
    question: `<p>¿Cómo elijo los libros correctos para mi hijo?</p>`,
    answer: `<p>Haga la <strong>prueba de los cinco dedos</strong>. Abra el libro en cualquier página y pida a su hijo que la lea. Levante un dedo por cada palabra que no pueda leer.</p>
<ul>
<li>De 0 a 1 dedo: un libro fácil, bueno para divertirse y leer con fluidez.</li>
<li>De 2 a 3 dedos: justo bien para practicar.</li>
<li>De 4 a 5 dedos: muy difícil por ahora, pero muy bueno para leérselo <em>a</em> su hijo.</li>
</ul>
<p>Sobre todo, elija libros de lo que le encanta a su hijo: animales, fútbol, el espacio. Si le interesa, un lector sigue leyendo.</p>`,
    tags: `elegir libros, nivel de los libros, lectura, niños`,
  },
  "<p>My child doesn't like reading. How can I make it more fun?</p>": {
    question: `<p>A mi hijo no le gusta leer. ¿Cómo lo hago más divertido?</p>`,
    answer: `<p>A muchos niños les pasa, sobre todo si leer les cuesta. Estas ideas muchas veces ayudan:</p>
<ul>
<li>Deje que lea lo que quiera: cómics, chistes, recetas, datos de fútbol.</li>
<li>Túrnense: una página cada uno.</li>
<li>Vayan a la biblioteca y deje que elija lo que quiera.</li>
<li>Escuchen audiolibros juntos.</li>
<li>Nunca use la lectura como castigo.</li>
</ul>
<p>Sea usted también un ejemplo. Cuando los niños ven a adultos leer por gusto, quieren leer también. Si leer pone triste o enojado a su hijo, hable con su tutor. Puede haber una razón por la que le cuesta.</p>`,
    tags: `no le gusta leer, motivación, divertido, lectura, padres`,
    phrasings: ["mi hijo odia los libros"],
  },
  "<p>I'm not a confident reader myself. Can I still help my child read?</p>": {
    question: `<p>Yo no leo muy bien. ¿Puedo ayudar a mi hijo a leer?</p>`,
    answer: `<p>Sí, claro que sí. Puede ayudar de muchas formas que no necesitan leer bien:</p>
<ul>
<li>Hablen de los dibujos y de lo que puede pasar después.</li>
<li>Cuente sus propias historias y recuerdos de familia.</li>
<li>Escuche a su hijo leer y felicite su esfuerzo.</li>
<li>Pongan audiolibros y síganlos juntos.</li>
</ul>
<p>Algunos padres toman nuestro curso para adultos mientras su hijo toma un curso para niños. Aprender al mismo tiempo es algo muy bonito para compartir. Pregunte por los horarios para familias al inscribirse.</p>`,
    tags: `padres, adultos, familia, lectura, confianza`,
    phrasings: ["no leo bien en inglés, cómo ayudo a mi hijo"],
  },

  // -------------------------------------------------------------- guide book
  "<p>What is in the guide book sold in your store?</p>": {
    question: `<p>¿Qué trae la guía que venden en su tienda?</p>`,
    answer: `<p>Nuestra guía se llama <em>Learning to Read, Step by Step</em> (Aprender a leer, paso a paso). Explica con palabras fáciles cómo se aprende a leer. Trae:</p>
<ul>
<li>los sonidos de las letras, la fonética y cómo unir sonidos;</li>
<li>fluidez, vocabulario y comprensión;</li>
<li>señales de dislexia y cómo ayudar;</li>
<li>juegos y actividades para hacer en casa.</li>
</ul>
<p>Tiene muchos dibujos, capítulos cortos y páginas para practicar. La encuentra en nuestra <a href="https://example.org/store">tienda en línea</a>.</p>`,
    tags: `guía, libro, tienda, comprar`,
  },
  "<p>Who is the guide book for?</p>": {
    question: `<p>¿Para quién es la guía?</p>`,
    answer: `<p>La guía es para <strong>padres y personas que cuidan niños</strong> y quieren ayudarles a aprender a leer. También sirve a abuelos, voluntarios y tutores nuevos.</p>
<p>Los alumnos adultos también la usan para practicar solos entre clases. La escribimos con frases cortas y letra grande y clara. Así es fácil de seguir, aunque usted no lea muy bien. No necesita saber enseñar para usarla.</p>`,
    tags: `guía, padres, para quién, libro`,
  },
  "<p>Is the guide book available as an ebook or audiobook?</p>": {
    question: `<p>¿La guía está en libro digital o en audiolibro?</p>`,
    answer: `<p>Sí. Puede comprar la guía de tres formas:</p>
<ul>
<li><strong>Libro impreso</strong>: se lo mandamos a su casa.</li>
<li><strong>Libro digital (ebook)</strong>: para leer en el teléfono, la tableta o la computadora. Puede hacer la letra más grande.</li>
<li><strong>Audiolibro</strong>: leído en voz alta por uno de nuestros tutores.</li>
</ul>
<p>Si compra el libro impreso, el libro digital es gratis. Los tres están en nuestra <a href="https://example.org/store">tienda en línea</a>.</p>`,
    tags: `libro digital, ebook, audiolibro, impreso, guía`,
    phrasings: ["libro electrónico"],
  },
  "<p>How much does the guide book cost?</p>": {
    question: `<p>¿Cuánto cuesta la guía?</p>`,
    answer: `<p>La guía impresa cuesta <strong>£14.99</strong>, más el envío. El libro digital cuesta £8.99, y el audiolibro, £9.99.</p>
<p>Los alumnos de nuestros cursos tienen <strong>20% de descuento</strong> en cualquiera de las tres. El código de descuento viene en su correo de bienvenida. Escuelas, bibliotecas y grupos que compren 10 o más pueden pedir un precio especial. Escriba a <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>.</p>`,
    tags: `guía, precio, costo, descuento, tienda`,
  },

  // -------------------------------------------------------- orders/shipping
  "<p>How long does delivery take?</p>": {
    question: `<p>¿Cuánto tarda el envío?</p>`,
    answer: `<p>Mandamos los pedidos en <strong>2 días hábiles</strong>. Después, el envío suele tardar:</p>
<ul>
<li><strong>Envío normal</strong>: de 3 a 5 días hábiles.</li>
<li><strong>Envío rápido</strong>: de 1 a 2 días hábiles.</li>
</ul>
<p>Cuando hay mucho trabajo, como antes de las fiestas, puede tardar un poco más. Le mandamos un correo cuando su paquete va en camino. Los libros digitales y los audiolibros se pueden descargar enseguida.</p>`,
    tags: `envío, entrega, paquete, pedidos`,
    phrasings: ["tiempo de entrega"],
  },
  "<p>How can I track my order?</p>": {
    question: `<p>¿Cómo puedo rastrear mi pedido?</p>`,
    answer: `<p>Cuando su paquete sale, le mandamos un correo con un <strong>número de rastreo</strong> y un enlace. Haga clic en el enlace para ver dónde está su paquete.</p>
<p>¿No encuentra el correo? Primero busque en la carpeta de spam o de correo no deseado. Si no está ahí, escriba a <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> con su nombre y su número de pedido. Le mandamos otra vez los datos de rastreo.</p>`,
    tags: `rastreo, rastrear, seguimiento, pedido, paquete`,
  },
  "<p>Can I return the guide book?</p>": {
    question: `<p>¿Puedo devolver la guía?</p>`,
    answer: `<p>Sí. ¿No está contento con la guía impresa? Puede devolverla en los <strong>30 días</strong> después de recibirla. Por favor, revise que esté en buen estado.</p>
<ol>
<li>Escriba a <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> con su número de pedido.</li>
<li>Le mandamos las instrucciones para devolverla.</li>
<li>Mándenos el libro por correo.</li>
</ol>
<p>Los libros digitales y los audiolibros no se pueden devolver una vez descargados. Pero escríbanos si el archivo tiene algún problema.</p>`,
    tags: `devolución, devolver, guía, pedidos`,
  },
  "<p>How do refunds work?</p>": {
    question: `<p>¿Cómo me devuelven el dinero?</p>`,
    answer: `<p>Cuando recibimos un libro devuelto, lo revisamos. Le devolvemos el dinero en <strong>5 días hábiles</strong>. El dinero regresa a la tarjeta o cuenta con la que pagó. Su banco puede tardar unos días más en mostrarlo.</p>
<p>¿Cancela un curso 7 días o más antes de la primera clase? Le devolvemos todo el dinero. Después de eso, lo podemos pasar a un curso más adelante. Le mandamos un correo cuando su reembolso va en camino.</p>`,
    tags: `reembolso, devolución de dinero, cancelar, dinero`,
    phrasings: ["cómo funcionan los reembolsos"],
  },

  // ---------------------------------------------------------------- privacy
  "<p>What information do you collect when I use this website?</p>": {
    question: `<p>¿Qué datos guardan cuando uso este sitio web?</p>`,
    answer: `<p>Muy pocos. No necesita una cuenta para leer las preguntas. Y no sabemos quién es usted.</p>
<p>Cuando usa el buscador, guardamos <strong>solo las palabras que buscó</strong>. No guardamos con ellas su nombre, su correo ni su dirección. Así vemos qué preguntan las personas y qué respuestas faltan. Y podemos escribir respuestas nuevas.</p>
<p>Lea más en nuestra <a href="https://example.org/privacy">política de privacidad</a>.</p>`,
    tags: `privacidad, datos, búsqueda, información personal`,
  },

  // ---------------------------------------------------------- accessibility
  "<p>Can I make the text on this website bigger?</p>": {
    question: `<p>¿Puedo hacer más grande la letra de este sitio web?</p>`,
    answer: `<p>Sí. Lo más fácil es hacer zoom en su navegador:</p>
<ul>
<li>En una computadora, deje apretada la tecla <strong>Ctrl</strong> (o <strong>Cmd</strong> en una Mac) y apriete <strong>+</strong>. Apriete <strong>-</strong> para hacerla más pequeña otra vez.</li>
<li>En un teléfono o una tableta, abra dos dedos sobre la pantalla.</li>
</ul>
<p>Nuestras páginas se ven claras y fáciles de leer con zoom. También puede agrandar la letra en la configuración de su teléfono o computadora. Nuestro sitio la va a seguir.</p>`,
    tags: `letra grande, zoom, accesibilidad, tamaño de letra`,
    phrasings: ["cómo agrando la letra"],
  },
  "<p>Can I listen to the answers instead of reading them?</p>": {
    question: `<p>¿Puedo escuchar las respuestas en vez de leerlas?</p>`,
    answer: `<p>Sí. Casi todos los teléfonos, tabletas y computadoras traen una herramienta gratis. Lee la pantalla en voz alta. En muchos teléfonos se llama <em>Leer pantalla</em> o <em>Seleccionar para pronunciar</em>. Está en la configuración de accesibilidad.</p>
<p>Nuestro sitio funciona bien con estas herramientas. En nuestros cursos, todos los libros de lectura también traen audio. Así los alumnos pueden escuchar y seguir la lectura. ¿Necesita ayuda para poner el audio? Pregunte a su tutor o escriba a <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>.</p>`,
    tags: `audio, escuchar, voz, leer en voz alta, accesibilidad`,
  },
  "<p>Do you offer dyslexia-friendly fonts and materials?</p>": {
    question: `<p>¿Tienen letra y materiales fáciles para personas con dislexia?</p>`,
    answer: `<p>Sí. Todos nuestros libros y hojas de trabajo usan una <strong>letra clara, fácil para la dislexia</strong>. Tiene letras grandes, más espacio entre renglones y nada que distraiga. Imprimimos en papel color crema. A muchos lectores les cansa menos los ojos que el blanco brillante.</p>
<p>¿Le ayuda otro color de papel o una hoja de color encima? Dígale a su tutor y se lo damos. En la guía digital también puede cambiar la letra, el tamaño y el color del fondo.</p>`,
    tags: `dislexia, tipo de letra, letra clara, accesibilidad, materiales`,
  },
  "<p>Are your centres accessible for wheelchair users?</p>": {
    question: `<p>¿Se puede entrar a sus centros en silla de ruedas?</p>`,
    answer: `<p>Sí. Todos nuestros centros tienen entrada sin escalones y un baño adaptado. Los salones están en la planta baja, o tienen elevador.</p>
<p>¿Tiene otras necesidades? Por ejemplo, un aro magnético para aparatos auditivos, un cuarto tranquilo o la ayuda de un asistente. Díganos cuando se inscriba. Los asistentes pueden entrar gratis a la clase. Siempre nos gusta hablar de lo que le haría más fácil aprender.</p>`,
    tags: `silla de ruedas, acceso, discapacidad, centros, accesibilidad`,
  },

  // ---------------------------------------------------------------- support
  "<p>How can I contact you?</p>": {
    question: `<p>¿Cómo me comunico con ustedes?</p>`,
    answer: `<p>Con gusto le ayudamos. Puede comunicarse con nosotros así:</p>
<ul>
<li><strong>Correo</strong>: <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>. Respondemos en 2 días hábiles.</li>
<li><strong>En persona</strong>: venga a cualquiera de nuestros centros en su horario.</li>
<li><strong>Su tutor</strong>: si está en un curso, su tutor le puede ayudar con casi todo.</li>
</ul>
<p>Si le cuesta escribir, mande un mensaje corto con su número de teléfono. Pídanos que le llamemos. No hay ningún problema.</p>`,
    tags: `contacto, ayuda, correo, teléfono, llamar`,
    phrasings: ["cuál es su teléfono"],
  },
  "<p>I can't find the answer to my question. What should I do?</p>": {
    question: `<p>No encuentro la respuesta a mi pregunta. ¿Qué hago?</p>`,
    answer: `<p>¡Perdón, esta vez no pudimos ayudar! Busque otra vez con otras palabras, o con menos palabras. Por ejemplo, escriba "reembolso" en vez de "cómo me devuelven mi dinero".</p>
<p>Si todavía no lo encuentra, escriba a <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>. Le va a responder una persona de verdad. También vemos lo que la gente busca. Si muchas personas preguntan lo mismo, escribimos una respuesta nueva.</p>`,
    tags: `ayuda, buscar, pregunta, no encuentro`,
  },
  "<p>How do you check how my child is getting on?</p>": {
    question: `<p>¿Cómo saben si mi hijo va bien?</p>`,
    answer: `<p>Los tutores observan a cada alumno en cada clase. Al final de cada parte del curso, hacen una revisión. Así vemos si el alumno ya aprendió lo que necesita.</p>
<p>Si necesita más ayuda, hacemos un plan solo para él. Lo hacemos junto con el alumno y, si hace falta, con su familia.</p>`,
    tags: `progreso, avance, revisión, niños, padres`,
    phrasings: ["cómo revisan el avance"],
  },
};

/**
 * The demo's Spanish search words that mean the same (synonym_groups of issue 28): the words
 * Spanish-speaking parents use beside the words of the Spanish FAQs. As the English groups: one
 * word each, lower case, written without accents (the search strips them: "niño" is "nino"), a
 * word in one group only, 2 to 20 words a group. "sale" ("cuánto sale") is left out on purpose:
 * it also means "leaves" ("cuando sale el paquete").
 */
export const seedSynonymGroupsEs: string[][] = [
  [
    "nino",
    "nina",
    "ninos",
    "ninas",
    "hijo",
    "hija",
    "hijos",
    "hijas",
    "chico",
    "chicos",
    "chamaco",
    "chamaca",
    "chamacos",
    "nene",
    "nena",
    "escuincle",
  ],
  // A baby is a small child, not any child: "bebé" finds the FAQ on toddlers ("niño pequeño").
  ["bebe", "bebes", "pequeno", "pequenos", "pequena", "pequenas", "chiquito", "chiquitos"],
  // Short forms of "leer" that the Spanish stemmer leaves apart: "leo", "lee" and "leer" stay
  // three words to it, as they do in PostgreSQL.
  [
    "leer",
    "leo",
    "lee",
    "lees",
    "leen",
    "leemos",
    "lei",
    "leyo",
    "leyendo",
    "leido",
    "lea",
    "lean",
  ],
  [
    "costo",
    "costos",
    "precio",
    "precios",
    "cuesta",
    "cuestan",
    "cuota",
    "cuotas",
    "pagar",
    "pago",
    "cobran",
    "vale",
  ],
  [
    "curso",
    "cursos",
    "clase",
    "clases",
    "leccion",
    "lecciones",
    "sesion",
    "sesiones",
    "taller",
    "talleres",
  ],
  [
    "tutor",
    "tutora",
    "tutores",
    "maestro",
    "maestra",
    "maestros",
    "maestras",
    "profesor",
    "profesora",
    "profesores",
    "profe",
    "coach",
  ],
  ["libro", "libros", "ebook", "ebooks", "librito"],
  ["cuento", "cuentos", "historia", "historias"],
  ["padre", "padres", "madre", "madres", "mama", "mamas", "papa", "papas", "mami", "papi"],
  [
    "inscribir",
    "inscribirse",
    "inscribo",
    "inscripcion",
    "apuntar",
    "apuntarse",
    "apunto",
    "registrar",
    "registrarse",
    "registro",
    "matricula",
    "matricular",
    "anotar",
    "anotarse",
  ],
  [
    "empezar",
    "empieza",
    "empiezan",
    "empiece",
    "empiecen",
    "empezo",
    "comenzar",
    "comienza",
    "comienzan",
    "comience",
    "comiencen",
    "comenzo",
    "iniciar",
    "inicia",
  ],
  ["reembolso", "reembolsos", "reembolsar", "reintegro"],
  ["devolver", "devuelvo", "devolucion", "devoluciones", "regresar"],
  ["pedido", "pedidos", "orden", "ordenes", "compra", "compras", "compre"],
  [
    "envio",
    "envios",
    "entrega",
    "entregas",
    "enviar",
    "mandar",
    "mandan",
    "paquete",
    "paquetes",
    "llega",
    "llegar",
    "llego",
    "llegado",
    "llegaron",
  ],
  ["correo", "correos", "email", "emails", "mail", "mails"],
  ["gratis", "gratuito", "gratuita", "gratuitos", "regalado"],
  ["edad", "edades", "anos"],
  ["dislexia", "dislexico", "dislexica", "confunde", "confunden", "voltea", "voltean", "invierte"],
  ["elegir", "elijo", "escoger", "escojo", "seleccionar"],
  ["escuchar", "escucha", "oir", "oye", "audio"],
  [
    "internet",
    "online",
    "linea",
    "zoom",
    "virtual",
    "videollamada",
    "video",
    "remoto",
    "distancia",
    "computadora",
    "compu",
    "laptop",
  ],
  ["gusta", "gustar", "divertido", "divertida", "aburre", "aburrido", "aburrida", "odia"],
  [
    "contacto",
    "contactar",
    "comunicar",
    "comunicarse",
    "comunico",
    "llamar",
    "llamada",
    "telefono",
    "celular",
    "hablar",
  ],
  ["despacio", "lento", "lenta", "lentamente"],
  ["alumno", "alumnos", "alumna", "alumnas", "estudiante", "estudiantes"],
  ["faltar", "falto", "falte", "faltas", "ausencia", "perder"],
];
